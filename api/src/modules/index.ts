import type { App } from '../app-types';
import adminRoutes from './admin/routes';
import auditRoutes from './audit/routes';
import authRoutes from './auth/routes';
import backupRoutes from './backup/routes';
import contactRoutes from './contacts/routes';
import doseRoutes from './doses/routes';
import frontendReportRoutes from './frontend-reports/routes';
import healthRoutes from './health/routes';
import kioskRoutes from './kiosk/routes';
import liveRoutes from './live/routes';
import mailRoutes from './mail/routes';
import messageRoutes from './messages/routes';
import peopleRoutes from './people/routes';
import pictureRoutes from './pictures/routes';
import scheduleRoutes from './schedule/routes';
import systemRoutes from './system/routes';
import userRoutes from './users/routes';
import voiceRoutes from './voice/routes';

/** Every domain module, registered under /api. A new module is one line here. */
const MODULES: ((app: App) => void)[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  peopleRoutes,
  kioskRoutes,
  healthRoutes,
  contactRoutes,
  scheduleRoutes,
  doseRoutes,
  pictureRoutes,
  messageRoutes,
  voiceRoutes,
  auditRoutes,
  backupRoutes,
  mailRoutes,
  adminRoutes,
  liveRoutes,
  frontendReportRoutes,
];

export function registerModules(app: App, _opts: unknown, done: () => void): void {
  for (const register of MODULES) register(app);
  done();
}
