import { APPOINTMENT_STATUSES, CONSULT_STATE_NAMES } from '@curo/core/scheduling';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatePill } from '../features/appointments-staff/components/state-pill';
import { viewLabel } from '../features/appointments-staff/utils/labels';
import { StatusPill } from '../features/scheduling';

/**
 * One word for each state of a consult, whoever reads it: the patient's and the doctor's lists
 * (scheduling's StatusPill) and the staff's sheets and details (appointments-staff's StatePill and
 * filters) all read packages/core's CONSULT_STATE_NAMES.
 */
describe('the names of consult states', () => {
  it('has a distinct name for every state', () => {
    const names = APPOINTMENT_STATUSES.map((s) => CONSULT_STATE_NAMES[s]);
    expect(new Set(names).size).toBe(APPOINTMENT_STATUSES.length);
  });

  it.each(APPOINTMENT_STATUSES)('calls "%s" the same for patients, doctors and staff', (status) => {
    const name = CONSULT_STATE_NAMES[status];
    render(
      <>
        <div data-testid="patient-and-doctor">
          <StatusPill status={status} />
        </div>
        <div data-testid="staff">
          <StatePill status={status} />
        </div>
      </>,
    );
    expect(screen.getByTestId('staff').textContent).toBe(name);
    expect(screen.getByTestId('patient-and-doctor').textContent).toBe(name);
    expect(viewLabel(status)).toBe(name);
  });
});
