/**
 * Questions to the assistant that must, or must not, put "Call 000 now" first: shared by the
 * unit tests of the detection and the route's integration tests.
 */

/** What people type when it is an emergency: the phrases of the issue, their variants and slips. */
export const EMERGENCIES = [
  'chest pain',
  'I have CHEST PAIN',
  'chest pains since this morning',
  'my chest is tight and painful',
  'pain in my chest',
  'bad chest pian',
  'cheast pain',
  'my husband is having a heart attack',
  "can't breathe",
  'I cant breathe properly',
  'I can’t breath',
  'cannot breathe',
  'can not breathe',
  'my son is struggling to breathe',
  'it is hard to breathe',
  'trouble breathing',
  'she stopped breathing',
  'cant breahte',
  'overdose',
  'I think I overdosed on paracetamol',
  'my friend took an ovedose',
  'took too many pills',
  'my baby is choking',
  'he is unconscious',
];

export const CRISES = [
  'suicidal',
  'I feel SUICIDAL',
  'sucidal thoughts',
  'thinking about suicide',
  'I want to kill myself',
  'i want to kil myself',
  'going to kill my self',
  'I want to end my life',
  'I want to die',
  'I have been self-harming',
  'I want to hurt myself',
];

/** Questions that mention a body part, a medicine or a sad word, and are not emergencies. */
export const NOT_EMERGENCIES = [
  'How much does a consult cost?',
  'Can I get a repeat script for my asthma?',
  'Do you have breathing exercises for anxiety?',
  'Can I do breathing exercises before bed?',
  'Do you treat chest infections?',
  'Can I get painkillers for my chest infection?',
  'I have back pain',
  'Can I get a medical certificate?',
  'Is my prescription overdue?',
  'Did I overdo it at the gym?',
  'An odd rash on my arm',
  'I am cooking dinner, can I get a callback?',
  'I want to diet, can a GP help?',
  'I hurt myself playing footy, can I get a certificate?',
  'This headache is killing me',
  'How do I end my subscription?',
];
