import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer.ts';

let app = Fastify();
afterEach(() => app.close());

function appAnswering(answer: unknown) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  const schema = z.object({
    amount: z.string().regex(/^\d+\.\d{2}$/),
    note: z.string().nullable(),
  });
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer);
  return app;
}

describe('answerSerializerCompiler', () => {
  it('sends an answer its schema accepts as JSON, without the keys the schema does not name', async () => {
    const response = await appAnswering({ amount: '12.50', note: null, secret: 'x' }).inject(
      '/answer',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"amount":"12.50","note":null}');
  });

  it('refuses to send an answer its schema rejects', async () => {
    const response = await appAnswering({ amount: '12.5', note: null }).inject('/answer');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('12.5');
  });

  it('refuses a route whose response schema is not a zod schema', async () => {
    app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler);
    app.get('/plain', { schema: { response: { 200: { type: 'string' } } } }, async () => 'x');
    await expect(app.ready()).rejects.toThrow();
  });
});
