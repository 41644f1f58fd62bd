import { reminderMessages } from '@curo/core/reminders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_KIND, makeAccount, makeDoctor, OFFICE_HOURS } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { mondayAhead } from '../../../../test/dates';
import { queryRows } from '../../../../test/query';
import { recordAppointmentChange } from '../appointment-effects';
import { findAppointment, updateAppointmentIfStatus } from '../appointments.repository';

interface ReminderRowView {
  kind: string;
  status: string;
  due_at: Date | string;
  channels: string[];
}

const HOUR = 3_600_000;
const iso = (d: Date | string) => new Date(d).toISOString();

describe('reminders of a consult', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let admin = '';
  let nurse = '';
  let slots: string[] = [];
  let next = 0;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // A Sydney GP working Monday to Friday 09:00–17:00, taking 15- and 30-minute consults; an admin; a nurse.
    doctor = await makeDoctor(t, {
      timeZone: 'Australia/Sydney',
      specialties: ['General practice'],
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    admin = (await makeAccount(t, 'admin')).token;
    nurse = (await makeAccount(t, 'nurse')).token;
    slots = (await t.app.inject(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${mondayAhead(14)}`))
      .json()
      .map((s: { startsAt: string }) => s.startsAt);
  });
  afterAll(() => t.close());

  async function booked(overrides: Record<string, string> = {}) {
    const patient = await signUpPatient(t, overrides);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(patient.accessToken),
      payload: { doctorId: doctor.id, startsAt: slots[next++], duration: 15, reason: 'Sore throat' },
    });
    expect(res.statusCode).toBe(201);
    return { patient, appointment: res.json() as { id: string; startsAt: string } };
  }
  const remindersOf = (appointmentId: string) =>
    queryRows<ReminderRowView>(
      t.database.db,
      sql`select kind, status, due_at, channels from reminders where appointment_id = ${appointmentId} order by due_at`,
    );
  const act = (id: string, action: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/${action}`,
      headers: bearer(token),
      payload,
    });
  const create = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/createReminder',
      headers: bearer(token),
      payload,
    });

  it('arms email reminders 24 h and 1 h before a booked consult, and SMS too for a mobile', async () => {
    const { appointment } = await booked();
    const start = new Date(appointment.startsAt).getTime();
    const rows = await remindersOf(appointment.id);
    expect(rows.map((r) => [r.kind, r.status, iso(r.due_at), r.channels])).toEqual([
      ['auto24h', 'pending', iso(new Date(start - 24 * HOUR)), ['email']],
      ['auto1h', 'pending', iso(new Date(start - HOUR)), ['email']],
    ]);
    const withMobile = await booked({ phone: '0412 345 678' });
    expect((await remindersOf(withMobile.appointment.id)).map((r) => r.channels)).toEqual([
      ['email', 'sms'],
      ['email', 'sms'],
    ]);
  });

  it('holds arm nothing until confirmed', async () => {
    const patient = await signUpPatient(t);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/bookSpecialtySlot',
      headers: bearer(patient.accessToken),
      payload: { doctorId: doctor.id, startsAt: slots[next++], duration: 15, reason: 'Rash' },
    });
    expect(held.statusCode).toBe(201);
    expect(await remindersOf(held.json().id)).toEqual([]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/confirmSpecialtySlot',
      headers: { ...bearer(patient.accessToken), 'idempotency-key': `confirm-${held.json().id}` },
      payload: { appointmentId: held.json().id },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await remindersOf(held.json().id)).map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('cancels pending reminders with the consult and brings them back when it is reactivated', async () => {
    const { patient, appointment } = await booked();
    await create(patient.accessToken, { appointmentId: appointment.id, minutesBefore: 30 });
    await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Feeling better' });
    expect((await remindersOf(appointment.id)).map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect((await act(appointment.id, 'reactivate', patient.accessToken)).statusCode).toBe(200);
    expect((await remindersOf(appointment.id)).map((r) => r.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('moves pending reminders with the consult when its time changes, whatever the path', async () => {
    const { patient, appointment } = await booked();
    await create(patient.accessToken, { appointmentId: appointment.id, minutesBefore: 90 });
    const newStart = new Date(new Date(appointment.startsAt).getTime() + 2 * 24 * HOUR);
    // Any path that moves a consult ends in the one hook; here a change of time straight through it.
    await t.database.db.transaction(async (tx) => {
      const row = await updateAppointmentIfStatus(tx, appointment.id, 'scheduled', {
        startsAt: newStart,
        endsAt: new Date(newStart.getTime() + 15 * 60_000),
      });
      if (!row) throw new Error('not updated');
      await recordAppointmentChange(
        tx,
        { row, action: 'amend', fromStatus: 'scheduled', principal: { userId: doctor.id } },
        { hub: t.hub, mail: t.mail },
      );
    });
    const rows = await remindersOf(appointment.id);
    expect(rows.map((r) => [r.kind, r.status, iso(r.due_at)])).toEqual([
      ['auto24h', 'pending', iso(new Date(newStart.getTime() - 24 * HOUR))],
      ['custom', 'pending', iso(new Date(newStart.getTime() - 90 * 60_000))],
      ['auto1h', 'pending', iso(new Date(newStart.getTime() - HOUR))],
    ]);
    // The calendars hear of it: invite sequence 1, an updated REQUEST to patient and doctor.
    expect((await findAppointment(t.database.db, appointment.id))?.inviteSequence).toBe(1);
    const mails = await queryRows<{
      to_address: string;
      subject: string;
      text_body: string;
      attachments: Array<{ content: string }>;
    }>(
      t.database.db,
      sql`select to_address, subject, text_body, attachments from outbound_messages where subject = 'Consult moved' and to_address = ${patient.email}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toMatch(/has moved from .+ AE[DS]T to .+ AE[DS]T/);
    expect(mails[0]?.attachments[0]?.content).toContain('SEQUENCE:1\r\n');
    expect(mails[0]?.attachments[0]?.content).toContain('METHOD:REQUEST\r\n');
  });

  it('creates a custom reminder for the patient, by minutes or at a time, by the patient, doctor or admin', async () => {
    const { patient, appointment } = await booked({ phone: '+61 412 000 111' });
    const start = new Date(appointment.startsAt).getTime();
    const mine = await create(patient.accessToken, {
      appointmentId: appointment.id,
      minutesBefore: 15,
      channels: ['sms'],
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      appointmentId: appointment.id,
      kind: 'custom',
      channels: ['sms'],
      minutesBefore: 15,
      status: 'pending',
      remindAt: new Date(start - 15 * 60_000).toISOString(),
    });
    const byDoctor = await create(doctor.token, {
      appointmentId: appointment.id,
      remindAt: new Date(start - 3 * HOUR).toISOString(),
    });
    expect(byDoctor.statusCode).toBe(201);
    expect(byDoctor.json()).toMatchObject({
      minutesBefore: 180,
      channels: ['email'],
      userId: mine.json().userId,
    });
    expect((await create(admin, { appointmentId: appointment.id, minutesBefore: 10080 })).statusCode).toBe(
      201,
    );

    const listed = await t.app.inject({
      url: `/api/v1/reminders?appointmentId=${appointment.id}`,
      headers: bearer(patient.accessToken),
    });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .items.map((r: { kind: string }) => r.kind)
        .sort(),
    ).toEqual(['auto1h', 'auto24h', 'custom', 'custom', 'custom']);
    const own = await t.app.inject({ url: '/api/v1/reminders', headers: bearer(patient.accessToken) });
    expect(own.json().items).toHaveLength(5);
    const doctorView = await t.app.inject({
      url: `/api/v1/reminders?appointmentId=${appointment.id}`,
      headers: bearer(doctor.token),
    });
    expect(doctorView.json().items).toHaveLength(5);
  });

  it('refuses bad reminders with a message, and other people’s consults with 404', async () => {
    const { patient, appointment } = await booked();
    const start = new Date(appointment.startsAt).getTime();
    const message = async (payload: object, token = patient.accessToken) => {
      const res = await create(token, { appointmentId: appointment.id, ...payload });
      return [res.statusCode, res.json().error?.message];
    };
    expect(await message({ minutesBefore: 4 })).toEqual([400, reminderMessages.minutes]);
    expect(await message({ minutesBefore: 10081 })).toEqual([400, reminderMessages.minutes]);
    expect(await message({ minutesBefore: 30.5 })).toEqual([400, reminderMessages.minutes]);
    expect(await message({})).toEqual([400, reminderMessages.when]);
    expect(await message({ minutesBefore: 30, remindAt: new Date(start - HOUR).toISOString() })).toEqual([
      400,
      reminderMessages.when,
    ]);
    expect(await message({ minutesBefore: 30, channels: [] })).toEqual([400, reminderMessages.channels]);
    expect(await message({ minutesBefore: 30, channels: ['fax'] })).toEqual([400, reminderMessages.channels]);
    expect(await message({ minutesBefore: 30, channels: ['email', 'email'] })).toEqual([
      400,
      reminderMessages.channels,
    ]);
    expect(await message({ minutesBefore: 30, channels: ['sms'] })).toEqual([400, reminderMessages.noMobile]);
    expect(await message({ remindAt: new Date(start + 60_000).toISOString() })).toEqual([
      400,
      reminderMessages.afterStart,
    ]);
    expect(await message({ remindAt: new Date(Date.now() - 60_000).toISOString() })).toEqual([
      400,
      reminderMessages.passed,
    ]);

    const stranger = await signUpPatient(t);
    expect(
      (await create(stranger.accessToken, { appointmentId: appointment.id, minutesBefore: 30 })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/reminders?appointmentId=${appointment.id}`,
          headers: bearer(stranger.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    expect((await create(nurse, { appointmentId: appointment.id, minutesBefore: 30 })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/reminders/createReminder', payload: {} }))
        .statusCode,
    ).toBe(401);

    await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Away' });
    const refused = await create(patient.accessToken, { appointmentId: appointment.id, minutesBefore: 30 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^This appointment is cancelled/);
  });
});
