import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeIntoPlace } from './write-into-place';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-write-into-place-'));
afterEach(() => {
  for (const entry of fs.readdirSync(root))
    fs.rmSync(path.join(root, entry), { recursive: true, force: true });
});

describe('writeIntoPlace', () => {
  it('puts a new file in place and replaces an old one, leaving no partial', async () => {
    const target = path.join(root, 'backup.tar.gz');
    await writeIntoPlace(target, (partial) => fs.writeFileSync(partial, 'first'));
    await writeIntoPlace(target, (partial) => fs.writeFileSync(partial, 'second'));
    expect(fs.readFileSync(target, 'utf8')).toBe('second');
    expect(fs.readdirSync(root)).toEqual(['backup.tar.gz']);
  });

  it('replaces a directory that holds files with the new one', async () => {
    const target = path.join(root, 'template');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'stale'), 'old key');
    await writeIntoPlace(target, (partial) => {
      fs.mkdirSync(partial);
      fs.writeFileSync(path.join(partial, 'key'), 'new key');
    });
    expect(fs.readdirSync(target)).toEqual(['key']);
  });

  it('leaves the old target as it was when making the new one fails, and clears the partial', async () => {
    const target = path.join(root, 'backup.tar.gz');
    fs.writeFileSync(target, 'good');
    const failing = writeIntoPlace(target, (partial) => {
      fs.writeFileSync(partial, 'half');
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(fs.readFileSync(target, 'utf8')).toBe('good');
    expect(fs.readdirSync(root)).toEqual(['backup.tar.gz']);
  });

  it('clears a partial an interrupted attempt left behind', async () => {
    const target = path.join(root, 'data');
    fs.mkdirSync(`${target}.partial-${process.pid}`);
    fs.writeFileSync(path.join(`${target}.partial-${process.pid}`, 'half-copied'), '');
    await writeIntoPlace(target, (partial) => fs.mkdirSync(partial));
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.readdirSync(root)).toEqual(['data']);
  });
});
