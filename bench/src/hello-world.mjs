// The yardstick of `npm run bench`: a raw node:http server answering every request with the same
// small JSON body /api/v1/health sends. Run as a process of its own; prints its port on stdout.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
