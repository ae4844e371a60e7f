import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { AppError, IMPORT_MESSAGES } from '@consign/contracts';
import { CSV_TYPES } from '../http/input-guards';

/** 10,000 sellers are about 1 MB; a shop's whole stock stays well under this. */
export const CSV_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

const multipart = multer({ storage: multer.memoryStorage(), limits: { fileSize: CSV_UPLOAD_LIMIT_BYTES, files: 1 } }).single('file');
const rawCsv = express.raw({ type: CSV_TYPES, limit: CSV_UPLOAD_LIMIT_BYTES });

/**
 * Takes a CSV file from a multipart form (field `file`) or a text/csv body and leaves its bytes in
 * `res.locals.csvBytes`; raw bytes, so the reader can tell UTF-8 from Windows-1252 itself.
 */
export function csvUpload(): RequestHandler[] {
  return [
    (req, res, next) => (req.is('multipart/form-data') ? multipart(req, res, next) : rawCsv(req, res, next)),
    (req, res, next) => {
      const bytes = req.file?.buffer ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
      if (!bytes || bytes.length === 0) return next(AppError.invalid(IMPORT_MESSAGES.noFile));
      res.locals.csvBytes = bytes;
      next();
    },
  ];
}

export const csvBytesOf = (res: express.Response): Buffer => res.locals.csvBytes as Buffer;
