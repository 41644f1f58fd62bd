/** What the app shell uses of the assistant: the chat widget on public pages. */
export { AssistantWidget } from './components/assistant-widget';
