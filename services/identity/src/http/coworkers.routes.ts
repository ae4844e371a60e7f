import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenRevocations, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { createCoworker, deleteCoworker, readCoworker, toCoworkerView, updateCoworker } from '../app/coworkers';
import { listCoworkers } from '../db/users.repo';

export function coworkerRoutes(
  app: Express,
  { db, verify, revocations }: { db: Db; verify: TokenVerifier; revocations: TokenRevocations },
): void {
  const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];
  app.get('/api/:org/coworkers', ...staff, async (_req, res) => {
    res.json({ data: (await listCoworkers(db, authOf(res).org)).map(toCoworkerView) });
  });
  app.get('/api/:org/coworkers/:id', ...staff, async (req, res) => {
    res.json({ data: await readCoworker(db, authOf(res), String(req.params.id)) });
  });
  app.post('/api/:org/coworkers', ...staff, async (req, res) => {
    res.status(201).json({ data: await createCoworker(db, authOf(res), req.body) });
  });
  app.patch('/api/:org/coworkers/:id', ...staff, async (req, res) => {
    res.json({ data: await updateCoworker(db, revocations, authOf(res), String(req.params.id), req.body) });
  });
  app.delete('/api/:org/coworkers/:id', ...staff, async (req, res) => {
    await deleteCoworker(db, revocations, authOf(res), String(req.params.id));
    res.status(204).end();
  });
}
