import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoctor } from '../../../test/accounts';
import { makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { fetchIcs, isPublicUnicast, PRIVATE_NETWORK_MESSAGE, publicOnlyLookup } from './fetch-ics';

const wall = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** Every Monday 10:00–11:00 Sydney time, from a year ago, in the doctor's outside calendar. */
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Curo tests//EN',
  'BEGIN:VEVENT',
  'UID:weekly-meeting@example',
  'DTSTAMP:20251101T000000Z',
  'DTSTART;TZID=Australia/Sydney:20251103T100000',
  'DTEND;TZID=Australia/Sydney:20251103T110000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO',
  'SUMMARY:Practice meeting',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('a doctor’s outside calendar (ICS)', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let feedStatus = 200;
  const feed = http.createServer((_req, res) => {
    res.statusCode = feedStatus;
    res.setHeader('content-type', 'text/calendar');
    res.end(feedStatus === 200 ? ICS : 'oops');
  });
  let feedUrl = '';
  const monday = mondayAhead();

  beforeAll(async () => {
    await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/private/secret-token/basic.ics`;
    t = await buildTestApp({ rateLimitLogin: 1000, icsAllowPrivateHosts: true });
    // A Sydney GP free Monday to Friday, 09:00–17:00, in 30-minute slots among others.
    const d = await makeGp(t, { timeZone: 'Australia/Sydney' });
    doctor = { token: d.token, id: d.id };
  });
  afterAll(async () => {
    await t.close();
    feed.close();
  });

  const update = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/availability/updateIcs',
      headers: bearer(doctor.token),
      payload,
    });
  const freeTimes = async () =>
    (await t.app.inject(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${monday}&duration=30`))
      .json()
      .map((s: { startsAt: string }) => wall(s.startsAt));

  it('blocks the feed’s busy times, shows when it synced, and never shows the secret address', async () => {
    expect(await freeTimes()).toContain('10:00');
    const res = await update({ url: feedUrl });
    expect(res.statusCode).toBe(200);
    const calendar = res.json().calendar;
    expect(calendar).toMatchObject({ source: 'url', lastError: null });
    expect(calendar.lastSyncedAt).not.toBeNull();
    expect(calendar.busyEvents).toBeGreaterThan(0);
    expect(JSON.stringify(res.json())).not.toContain('secret-token');
    const free = await freeTimes();
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('10:30');
    expect(free).toContain('09:30');
    expect(free).toContain('11:00');
  });

  it('keeps the last good busy times and says why when a sync fails', async () => {
    feedStatus = 500;
    const res = await update({ resync: true });
    expect(res.json().calendar.lastError).toBe('The calendar answered 500');
    expect(await freeTimes()).not.toContain('10:00');
    feedStatus = 200;
    expect((await update({ resync: true })).json().calendar.lastError).toBeNull();
  });

  it('takes an uploaded .ics file, and reports an unreadable one', async () => {
    const boundary = 'curo-ics';
    const upload = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/availability/updateIcs',
        headers: { ...bearer(doctor.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cal.ics"\r\nContent-Type: text/calendar\r\n\r\n${text}\r\n--${boundary}--\r\n`,
      });
    const ok = await upload(ICS);
    expect(ok.json().calendar).toMatchObject({ source: 'upload', url: null, lastError: null });
    const bad = await upload('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n');
    expect(bad.json().calendar.lastError).toMatch(/could not be read/);
  });

  it('refuses bad input with a message', async () => {
    expect((await update({})).json().error.message).toBe(
      'Paste the calendar’s address, or choose to sync it again',
    );
    expect((await update({ url: 'ftp://example.com/cal.ics' })).json().calendar.lastError).toBe(
      'Use the https:// (or webcal://) address of the calendar',
    );
  });

  it.each([
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    // What a partial deny-list missed: documentation, benchmarking, IETF, multicast, reserved.
    ['192.0.2.10', false],
    ['198.18.0.1', false],
    ['198.19.255.254', false],
    ['192.0.0.8', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:192.0.2.1', false],
    ['fd12::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['not an address', false],
    ['1.1.1.1', true],
    ['142.250.70.206', true],
    ['::ffff:1.1.1.1', true],
    ['2606:4700:4700::1111', true],
  ])('%s is public unicast: %s', (address, expected) => {
    expect(isPublicUnicast(address)).toBe(expected);
  });

  it('refuses a host with any private address, before connecting', async () => {
    const resolve = (
      _host: string,
      cb: (e: Error | null, a: { address: string; family: number }[]) => void,
    ) =>
      cb(null, [
        { address: '1.1.1.1', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]);
    await expect(fetchIcs('https://calendar.example/feed.ics', { resolve })).rejects.toThrow(
      PRIVATE_NETWORK_MESSAGE,
    );
  });

  it('refuses an address written as a number, which needs no lookup', async () => {
    await expect(fetchIcs('https://169.254.169.254/latest/meta-data')).rejects.toThrow(
      PRIVATE_NETWORK_MESSAGE,
    );
    await expect(fetchIcs('https://[::ffff:7f00:1]/feed.ics')).rejects.toThrow(PRIVATE_NETWORK_MESSAGE);
  });

  it('resolves once and connects to the address it checked (a rebinding second answer never counts)', async () => {
    const answers = ['1.1.1.1', '127.0.0.1'];
    let calls = 0;
    const lookup = publicOnlyLookup((_host, cb) => {
      cb(null, [{ address: answers[calls++] ?? '127.0.0.1', family: 4 }]);
    });
    const address = await new Promise<string>((resolve, reject) =>
      lookup('calendar.example', { family: 0 }, (error, addr) =>
        error ? reject(error) : resolve(addr as string),
      ),
    );
    expect(address).toBe('1.1.1.1');
    expect(calls).toBe(1);
  });
});

describe('calendar feeds on a private network', () => {
  it('are refused unless ICS_ALLOW_PRIVATE_HOSTS is set', async () => {
    const t = await buildTestApp({ rateLimitLogin: 1000 });
    try {
      const { token } = await makeDoctor(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/availability/updateIcs',
        headers: bearer(token),
        payload: { url: 'https://localhost/cal.ics' },
      });
      expect(res.json().calendar.lastError).toBe('That address is on a private network');
    } finally {
      await t.close();
    }
  });
});
