// The stock backend (stock-api.mjs) over HTTP on PORT, for the browser journeys of the `stock-backend` Playwright
// project: CORS as django-cors-headers answers it, JSON in and out, nothing else.
import { createServer } from 'node:http';
import { createStockApi } from './stock-api.mjs';

const api = createStockApi();

const cors = (origin) => ({
  'access-control-allow-origin': origin ?? '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key',
  vary: 'origin',
});

const server = createServer(async (req, res) => {
  const headers = cors(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(200, headers).end();
    return;
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  let body = null;
  try {
    body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null;
  } catch {
    res.writeHead(400, { ...headers, 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'JSON parse error' }));
    return;
  }
  const [status, answer] = api.answer(req.method, req.url, body, req.headers.authorization);
  if (answer === undefined) {
    res.writeHead(status, { ...headers, 'content-length': '0' }).end();
    return;
  }
  res.writeHead(status, { ...headers, 'content-type': 'application/json' });
  res.end(JSON.stringify(answer));
});

// Every local address, as `localhost` may be either family.
server.listen(Number(process.env.PORT ?? 8100), () => {
  console.log(`Stock backend on http://localhost:${process.env.PORT ?? 8100}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
