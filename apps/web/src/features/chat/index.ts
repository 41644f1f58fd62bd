/** What other features and the app may use of the consult chat: pages embed its panel from here only. */
export { ChatPanel } from './components/chat-panel';
export { UnreadBadge } from './components/unread-badge';
export { useUnreadMessageCount } from './hooks/use-unread-message-count';
