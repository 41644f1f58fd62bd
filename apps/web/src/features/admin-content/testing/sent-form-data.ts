interface FetchCalls {
  mock: { calls: ReadonlyArray<ReadonlyArray<unknown>> };
}

/**
 * The multipart bodies the app sent to `method path`. The shared fake API records JSON bodies
 * only, so uploads are read from the stubbed fetch's own calls.
 */
export function sentFormData(fetchMock: FetchCalls, method: string, path: string): FormData[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        String(input) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
    )
    .map(([, init]) => (init as RequestInit).body)
    .filter((body): body is FormData => body instanceof FormData);
}
