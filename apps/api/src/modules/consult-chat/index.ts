/** The consult-chat module's public face (decision 0029): its routes and durable job, which the app registers. */
export { consultChatRoutes } from './chat.routes';
export { registerConsultChatJobs } from './consult-chat-jobs';
export { exportChatFor } from './export-chat-for';
