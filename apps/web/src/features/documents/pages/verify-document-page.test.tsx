import { documentWords, verifyDocumentApiPath } from '@curo/core/documents';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildVerification } from '../testing/build-documents';
import { VerifyDocumentPage } from './verify-document-page';

const renderVerify = (code: string) =>
  renderRoute([{ path: '/verify/:code', element: <VerifyDocumentPage /> }], `/verify/${code}`);

describe('the public verify page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a known code is a valid document: who issued what, when, the days covered and the initials', async () => {
    const api = stubApi({
      [`GET ${verifyDocumentApiPath('ABCDE-23456')}`]: () => json(200, buildVerification()),
    });
    renderVerify('ABCDE-23456');
    expect(await screen.findByRole('heading', { name: documentWords.valid })).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(term('Document')).toBe('Medical certificate');
    expect(term('Issued by')).toBe('Dr Priya Raman');
    expect(term('Provider number')).toBe('2345678A');
    expect(term('Issued on')).toBe('20 November 2026');
    expect(term('Covers')).toBe('20 November 2026 to 22 November 2026');
    expect(term('Patient’s initials')).toBe('M.N.');
    expect(term('Verification code')).toBe('ABCDE-23456');
    // Public: asked without a session.
    expect(api.requests[0]?.authorization).toBeNull();
  });

  it('says so when no document has the code, and shows no details', async () => {
    stubApi({
      [`GET ${verifyDocumentApiPath('ZZZZZ-ZZZZZ')}`]: () => apiError(404, documentWords.unknownCode),
    });
    renderVerify('ZZZZZ-ZZZZZ');
    expect(await screen.findByRole('heading', { name: documentWords.unknownCode })).toBeInTheDocument();
    expect(screen.queryByText('Issued by')).not.toBeInTheDocument();
  });

  it('leaves out the period for a document that is not a certificate', async () => {
    stubApi({
      [`GET ${verifyDocumentApiPath('ABCDE-23456')}`]: () =>
        json(200, buildVerification({ kind: 'referral_letter', title: 'Referral letter', period: null })),
    });
    renderVerify('ABCDE-23456');
    expect(await screen.findByText('Referral letter')).toBeInTheDocument();
    expect(screen.queryByText('Covers')).not.toBeInTheDocument();
  });
});
