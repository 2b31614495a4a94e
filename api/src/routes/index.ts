import type { App } from '../app';
import authRoutes from './auth';
import backupRoutes from './backup';
import contactRoutes from './contacts';
import healthRoutes from './health';
import miscRoutes from './misc';
import pictureRoutes from './pictures';
import scheduleRoutes from './schedule';
import userRoutes from './users';
import voiceRoutes from './voice';

// Registered as a plain (non-async) plugin: the route modules are synchronous.
export function registerRoutes(app: App, _opts: unknown, done: () => void): void {
  authRoutes(app);
  userRoutes(app);
  healthRoutes(app);
  contactRoutes(app);
  scheduleRoutes(app);
  pictureRoutes(app);
  miscRoutes(app);
  backupRoutes(app);
  voiceRoutes(app);
  done();
}
