// The baseline of the redirect benchmark: a bare Fastify route answering the same 302s from a
// Map in memory, in a process of its own as the product's server is, so both are loaded alike.
// Reads the links (slug -> target) as JSON on stdin; prints its URL once it listens.
import Fastify from 'fastify';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const links = new Map(Object.entries(JSON.parse(input)));
const app = Fastify({ logger: false });
app.get('/s/:slug', (request, reply) => {
  const target = links.get(request.params.slug);
  return target ? reply.redirect(target, 302) : reply.code(404).send('not found');
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
