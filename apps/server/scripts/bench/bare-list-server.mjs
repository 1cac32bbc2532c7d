// The baseline of the serve-fast bench (issue 19): a bare node:http server with a node-postgres
// pool that answers each endpoint by running the statements the product ran for it (captured by
// capture-sql.mjs) one after the other, and writing their rows as JSON. No session, no checks,
// no validation: the least the answer could cost on the same database.
// Reads { url, poolSize, endpoints: { name: [{ text, params }] } } on stdin; prints its URL.
import http from 'node:http';
import pg from 'pg';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, poolSize, endpoints } = JSON.parse(input);
const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });

const server = http.createServer(async (request, response) => {
  const statements = endpoints[decodeURIComponent(request.url.slice(1))];
  if (!statements) {
    response.writeHead(404).end();
    return;
  }
  try {
    const results = [];
    for (const { text, params } of statements) results.push((await pool.query(text, params)).rows);
    const body = JSON.stringify({ data: results });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
