/** What the app shell uses of contact: the dialog every page can open (lib/contact-dialog-store). */
export { ContactDialog } from './components/contact-dialog';
