/**
 * `GET /twilioCalls/emergencyCalls/{id}/voicemail`: the voicemail's MP3 for an `<audio>` element,
 * which cannot send the Authorization header, so the access token goes in the query (the file
 * download pattern the API allows; decision 0063, update). Read the token when playing, not when
 * the list loaded: it lives minutes.
 */
export const voicemailAudioSrc = (downloadPath: string, token: string | null) =>
  token ? `${downloadPath}?accessToken=${encodeURIComponent(token)}` : downloadPath;
