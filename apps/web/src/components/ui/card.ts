/** A white card on the surface background. */
export const card = 'rounded-card border border-line bg-white shadow-card';
/** The same card with room inside, as the scheduling and consult screens use. */
export const paddedCard = `${card} p-4 sm:p-6`;
