// Debian's servers for the cluster (`npm run cluster`): PostgreSQL, Redis and nginx, installed when missing and
// run as child processes on loopback from a data folder of the cluster's own. Each start resolves once the server
// answers and returns `stop()`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs the Debian packages whose binaries are missing (apt-get as root, else through sudo). */
export function ensureDebianPackages(packages) {
  const missing = Object.entries(packages)
    .filter(([, binary]) => !fs.existsSync(binary) && !findPostgresBin(binary))
    .map(([pkg]) => pkg);
  if (missing.length === 0) return;
  process.stdout.write(`Installing Debian packages: ${missing.join(', ')}\n`);
  const run = (args) =>
    asRoot()
      ? execFileSync('apt-get', args, { stdio: 'inherit' })
      : execFileSync('sudo', ['apt-get', ...args], { stdio: 'inherit' });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', ...missing]);
}

/** PostgreSQL's server binaries live under a versioned folder; the newest wins. */
function findPostgresBin(name) {
  if (!name.startsWith('pg:')) return null;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', name.slice(3))))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin', name.slice(3)) : null;
}

export const DEBIAN_PACKAGES = {
  postgresql: 'pg:pg_ctl',
  'redis-server': '/usr/bin/redis-server',
  nginx: '/usr/sbin/nginx',
};

function waitForPort(port, timeoutMs, child, what) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) {
        return reject(new Error(`${what} exited with ${child.exitCode}`));
      }
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${what} did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/** Runs a command as the postgres user when this is root (PostgreSQL refuses to run as root). */
function asPostgres(binary, args, options = {}) {
  return asRoot()
    ? execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], options)
    : execFileSync(binary, args, options);
}

/**
 * A PostgreSQL server in `dir` on 127.0.0.1:`port` with a database `care` owned by role `care` (trust on loopback:
 * a throw-away local cluster). A folder that already holds a cluster is started as it is.
 */
export async function startPostgres({ dir, port }) {
  const bin = path.dirname(findPostgresBin('pg:pg_ctl'));
  const data = path.join(dir, 'postgres');
  const fresh = !fs.existsSync(path.join(data, 'PG_VERSION'));
  if (fresh) {
    fs.mkdirSync(data, { recursive: true, mode: 0o700 });
    if (asRoot()) {
      // The server runs as postgres: it must be able to reach its folder (a temporary folder is root's, 0700).
      fs.chmodSync(dir, 0o711);
      execFileSync('chown', ['-R', 'postgres', data]);
    }
    asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'care'], {
      stdio: 'ignore',
    });
  }
  // The server in the foreground, as a child of this process (not pg_ctl's daemon): whoever ends the cluster's
  // process group (Ctrl+C, a test runner's teardown) ends the server too.
  const serverArgs = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    data,
    '-c',
    'listen_addresses=127.0.0.1',
    // Three instances' pools, the benchmark's and psql's, with room to spare.
    '-c',
    'max_connections=200',
  ];
  const log = fs.openSync(path.join(dir, 'postgres.log'), 'a');
  const binary = path.join(bin, 'postgres');
  const child = asRoot()
    ? spawn('runuser', ['-u', 'postgres', '--', binary, ...serverArgs], {
        stdio: ['ignore', log, log],
      })
    : spawn(binary, serverArgs, { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  process.once('exit', () => child.kill('SIGKILL'));
  await waitForPort(port, 30000, child, 'postgres');
  if (fresh) {
    asPostgres(
      path.join(bin, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'care', 'care'],
      {
        stdio: 'ignore',
      },
    );
  }
  return {
    url: `postgres://care@127.0.0.1:${port}/care`,
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown; signalled straight to the server (its pid file), not to runuser.
      const pidFile = path.join(data, 'postmaster.pid');
      const pid = fs.existsSync(pidFile)
        ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
        : 0;
      const done = exited(child);
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // already gone
        }
      } else child.kill('SIGINT');
      await done;
    },
  };
}

/** Redis on 127.0.0.1:`port`, nothing persisted: it holds only what instances may lose (rate-limit counters). */
export async function startRedisServer({ dir, port }) {
  const data = path.join(dir, 'redis');
  fs.mkdirSync(data, { recursive: true });
  const child = spawn(
    DEBIAN_PACKAGES['redis-server'],
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      data,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  );
  process.once('exit', () => child.kill('SIGKILL'));
  await waitForPort(port, 15000, child, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () => {
      const done = exited(child);
      child.kill('SIGTERM');
      return done;
    },
  };
}

/**
 * nginx on `listen` balancing `/api/` over `upstreams` (127.0.0.1 ports). It is the one proxy the instances trust:
 * it sets X-Forwarded-For to the address of whoever connected to it (a client's own header is replaced, not
 * extended) and connects to the instances from 127.0.0.1. Reads go to another instance when one is down or
 * draining (502/503); a write is never sent twice. Responses are not buffered, so a stream passes at once.
 */
export async function startNginx({ dir, listen, upstreams }) {
  const root = path.join(dir, 'nginx');
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    // The worker processes (user nobody when started as root) write request bodies here.
    fs.mkdirSync(path.join(root, sub), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(root, sub), 0o777);
  }
  const conf = path.join(root, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `# Written by scripts/lib/services.mjs for the local cluster; regenerated at every start.
worker_processes 2;
# The live channel holds one stream per kiosk, two sockets each through the balancer (client and upstream):
# 10,000 kiosks need 20,000 descriptors and connections, with room for the polls around them.
worker_rlimit_nofile 65536;
error_log ${root}/error.log warn;
pid ${root}/nginx.pid;
events { worker_connections 32768; }
http {
  access_log off;
  client_body_temp_path ${root}/client_body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  # Picture uploads (5 MB) with the multipart envelope.
  client_max_body_size 12m;
  upstream care_api {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location /api/ {
      proxy_pass http://care_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_bind 127.0.0.1;
      proxy_connect_timeout 2s;
      # Above the live channel's 25 s heartbeat: an idle stream is never cut by the balancer.
      proxy_read_timeout 300s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_buffering off;
    }
    location / { return 404; }
  }
}
`,
  );
  const child = spawn(DEBIAN_PACKAGES.nginx, ['-p', root, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  await waitForPort(listen, 15000, child, 'nginx');
  return {
    child,
    stop: () => {
      const done = exited(child);
      child.kill('SIGQUIT');
      return done;
    },
  };
}
