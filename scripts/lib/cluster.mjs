// The product as a cluster on loopback (`npm run cluster`): PostgreSQL, Redis and an S3-protocol object store,
// three identical API instances (127.0.0.1:4011–4013, each also reachable directly) behind nginx on the API's
// usual port (:4000, the same /api as `npm start`), the voice gateway, every remote and the host.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnObjectStore, startObjectStore } from './object-store.mjs';
import {
  DEBIAN_PACKAGES,
  ensureDebianPackages,
  startNginx,
  startPostgres,
  startRedisServer,
} from './services.mjs';
import {
  API_URL,
  PORTS,
  remotesConfig,
  startApi,
  startFrontends,
  startVoiceGateway,
  usesVoiceProvider,
} from './stack.mjs';

export const CLUSTER_PORTS = {
  postgres: 55440,
  redis: 6390,
  objectStore: 4090,
  instances: [4011, 4012, 4013],
  /** Each instance's Prometheus metrics, loopback only. */
  metrics: [9411, 9412, 9413],
};
const PICTURE_BUCKET = 'care-pictures';

/** The secrets every instance must share (tokens signed by one are checked by the others), kept with the data. */
function sharedSecrets(dir) {
  const file = path.join(dir, 'secrets.json');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      JSON.stringify({
        JWT_SECRET: randomBytes(32).toString('hex'),
        PICTURE_KEY: randomBytes(32).toString('hex'),
        VOICE_GATEWAY_SECRET: randomBytes(32).toString('hex'),
      }),
      { mode: 0o600 },
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Starts everything; resolves once every part answers. `env` is added to every API instance's environment (the
 * e2e run sets a fast missed-dose sweep). `apiOnly`: the API's servers alone, each a child process (the object
 * store too), without the voice gateway and the web apps: the load benchmark, whose own process is the load
 * generator. `nodeArgs`: options for each instance's Node. Returns the parts, a way to stop and start one instance, and `stop()`.
 */
export async function startCluster({
  dir,
  env = {},
  log = 'inherit',
  apiOnly = false,
  nodeArgs = [],
}) {
  ensureDebianPackages(DEBIAN_PACKAGES);
  fs.mkdirSync(dir, { recursive: true });
  const secrets = { ...sharedSecrets(dir), ...pick(env, ['VOICE_GATEWAY_SECRET']) };
  const started = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
    started.length = 0;
  };
  try {
    const postgres = await startPostgres({ dir, port: CLUSTER_PORTS.postgres });
    started.push(postgres);
    const redis = await startRedisServer({ dir, port: CLUSTER_PORTS.redis });
    started.push(redis);
    const objects = await (apiOnly ? spawnObjectStore : startObjectStore)({
      dir: path.join(dir, 'objects'),
      port: CLUSTER_PORTS.objectStore,
      bucket: PICTURE_BUCKET,
    });
    started.push(objects);

    const instanceEnv = (i) => ({
      ...secrets,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      API_INSTANCES: String(CLUSTER_PORTS.instances.length),
      TRUST_PROXY: '127.0.0.1',
      // The voice webhook checks signatures against the URL the gateway calls: the balancer's, not the instance's.
      PUBLIC_API_URL: API_URL,
      PICTURE_STORE: 's3',
      S3_ENDPOINT: objects.endpoint,
      S3_REGION: objects.region,
      S3_BUCKET: PICTURE_BUCKET,
      AWS_ACCESS_KEY_ID: objects.accessKeyId,
      AWS_SECRET_ACCESS_KEY: objects.secretAccessKey,
      METRICS_PORT: String(CLUSTER_PORTS.metrics[i]),
      ...env,
    });
    const instances = [];
    const startInstance = async (i) => {
      instances[i] = await startApi({
        dataDir: path.join(dir, `api-${i + 1}`),
        port: CLUSTER_PORTS.instances[i],
        env: instanceEnv(i),
        log,
        nodeArgs,
      });
    };
    // The first migrates and seeds an empty database; the others start on what it made.
    await startInstance(0);
    await Promise.all(CLUSTER_PORTS.instances.slice(1).map((_, k) => startInstance(k + 1)));
    started.push({ stop: () => Promise.all(instances.map((api) => api?.stop())) });

    const nginx = await startNginx({ dir, listen: PORTS.api, upstreams: CLUSTER_PORTS.instances });
    started.push(nginx);

    const provider = usesVoiceProvider({ ...process.env, ...env });
    if (!provider && !apiOnly) {
      const gateway = await startVoiceGateway({
        env: { VOICE_GATEWAY_SECRET: secrets.VOICE_GATEWAY_SECRET },
        log,
      });
      started.push(gateway);
    }
    if (!apiOnly) {
      const frontends = await startFrontends({
        config: remotesConfig(provider ? { voiceGateway: null } : {}),
      });
      started.push(frontends);
    }

    const running = (i) =>
      instances[i] !== undefined &&
      instances[i].child.exitCode === null &&
      instances[i].child.signalCode === null;
    return {
      voiceProvider: provider,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      objectStore: objects,
      /** Instance i (0-based): whether it runs, stop it with a signal (SIGKILL: a crash), start it again. */
      instance: (i) => ({
        running: () => running(i),
        /** Its process id (the instance's Node process). */
        pid: () => instances[i]?.child.pid,
        stop: (signal = 'SIGTERM') => instances[i].stop(signal),
        start: async () => {
          await instances[i].stop();
          await startInstance(i);
        },
      }),
      instanceCount: CLUSTER_PORTS.instances.length,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

function pick(object, keys) {
  return Object.fromEntries(keys.filter((k) => object[k] !== undefined).map((k) => [k, object[k]]));
}
