/** What this tab chose on joining a call, so a reload goes straight back in with the same. */
export interface JoinChoice {
  audioOnly: boolean;
  cameraId?: string;
  microphoneId?: string;
  speakerId?: string;
}

const key = (appointmentId: string) => `curo:consult-room:${appointmentId}`;

/**
 * Kept in sessionStorage: this tab only, gone when it closes. A reload of the room finds it and
 * rejoins (the API renews the stay); leaving the call forgets it.
 */
export const rejoinMemory = {
  remember(appointmentId: string, choice: JoinChoice) {
    try {
      sessionStorage.setItem(key(appointmentId), JSON.stringify(choice));
    } catch {
      // Private modes may refuse storage: a reload then shows the device check again.
    }
  },
  recall(appointmentId: string): JoinChoice | null {
    try {
      const raw = sessionStorage.getItem(key(appointmentId));
      const value = raw ? (JSON.parse(raw) as Partial<JoinChoice>) : null;
      return value && typeof value.audioOnly === 'boolean' ? (value as JoinChoice) : null;
    } catch {
      return null;
    }
  },
  forget(appointmentId: string) {
    try {
      sessionStorage.removeItem(key(appointmentId));
    } catch {
      // Nothing was stored.
    }
  },
};
