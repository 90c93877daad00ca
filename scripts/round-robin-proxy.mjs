// A small round-robin HTTP proxy: the load balancer of the scale-out shape on one machine (`npm run
// start:cluster`) and of the tests that send one user's consecutive requests to different API processes.
// Node built-ins only.
//
// Each request goes to the next target in turn. A target that refuses the connection (its process is down or
// restarting) is skipped for a second and the request goes to the next one: nothing reached the refusing
// process, so even a POST is safe to send elsewhere. A connection that breaks after the request was sent is
// answered 502 and not retried, since the request may have been carried out.
import http from 'node:http';

const SKIP_DOWN_MS = 1_000;

/**
 * Starts the proxy on `port` (0: any free port) in front of `targets` (`http://host:port`). Resolves to
 * `{ url, close, counts }`: `counts[i]` is how many requests target i answered.
 */
export function startRoundRobinProxy({ port = 0, host = '127.0.0.1', targets }) {
  const upstreams = targets.map((target) => ({ url: new URL(target), downUntil: 0, answered: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  function pick(tried) {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length];
      if (!tried.has(upstream) && upstream.downUntil <= now) {
        next = (upstreams.indexOf(upstream) + 1) % upstreams.length;
        return upstream;
      }
    }
    // Every target was down a moment ago: try one that has not refused this request yet.
    return upstreams.find((u) => !tried.has(u)) ?? null;
  }

  const server = http.createServer((request, response) => {
    // The body is read once and kept, so that a request refused at connect can be sent to another target.
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('error', () => response.destroy());
    request.on('end', () => forward(request, response, Buffer.concat(chunks), new Set()));
  });

  function forward(request, response, body, tried) {
    const upstream = pick(tried);
    if (!upstream) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'unavailable', message: 'no server is answering' }));
      return;
    }
    tried.add(upstream);
    const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
    const outgoing = http.request(
      { host: upstream.url.hostname, port: upstream.url.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        upstream.answered++;
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    let sent = false;
    outgoing.on('socket', (socket) => {
      const connected = () => (sent = true);
      if (socket.connecting) socket.once('connect', connected);
      else connected();
    });
    outgoing.on('error', (error) => {
      if (!sent && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET')) {
        upstream.downUntil = Date.now() + SKIP_DOWN_MS;
        forward(request, response, body, tried);
        return;
      }
      if (response.headersSent) response.destroy();
      else {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 'bad_gateway', message: error.message }));
      }
    });
    outgoing.end(body);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        counts: () => upstreams.map((u) => u.answered),
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
