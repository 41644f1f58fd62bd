import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { faxGatewayFor } from './gateway-for-config';
import { phaxioSignature } from './phaxio-gateway';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_KEY: 'y'.repeat(40) };
const keys = { FAX_API_KEY: 'key', FAX_API_SECRET: 'secret', FAX_WEBHOOK_SECRET: 'token' };

describe('the fax provider a configuration names (decision 0041)', () => {
  it('is Phaxio with all three keys, the development gateway without them, and none in production', () => {
    expect(faxGatewayFor(loadConfig({ ...base, NODE_ENV: 'development', ...keys }))?.kind).toBe('phaxio');
    expect(faxGatewayFor(loadConfig({ ...base, NODE_ENV: 'development' }))?.kind).toBe('development');
    expect(faxGatewayFor(loadConfig({ ...base, NODE_ENV: 'production' }))).toBeNull();
  });

  it('refuses to start with only some of the keys', () => {
    expect(() => loadConfig({ ...base, FAX_API_KEY: 'key' })).toThrow(/FAX_API_SECRET/);
  });

  it('signs as Phaxio documents: URL, fields sorted by name, then files by name with their SHA-1', () => {
    const url = 'https://clinic.example/api/v1/ReceivedFaxes/webhook';
    const a = phaxioSignature('token', url, { b: '2', a: '1' }, { file: Buffer.from('pdf') });
    // The order fields arrive in does not matter; their values and the file's bytes do.
    expect(phaxioSignature('token', url, { a: '1', b: '2' }, { file: Buffer.from('pdf') })).toBe(a);
    expect(phaxioSignature('token', url, { a: '1', b: '3' }, { file: Buffer.from('pdf') })).not.toBe(a);
    expect(phaxioSignature('token', url, { a: '1', b: '2' }, { file: Buffer.from('pdF') })).not.toBe(a);
    expect(phaxioSignature('other', url, { a: '1', b: '2' }, { file: Buffer.from('pdf') })).not.toBe(a);
    const sha1 = createHash('sha1').update('pdf').digest('hex');
    expect(a).toBe(createHmac('sha1', 'token').update(`${url}a1b2file${sha1}`).digest('hex'));
  });
});
