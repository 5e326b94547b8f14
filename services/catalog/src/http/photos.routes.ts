import type { HandlersOf } from '@rto/kit';
import type { GetPhoto } from '../app/get-photo';
import type { catalogContract } from './contract';
import { clientHasVersion } from './conditional';

type PhotoRoutes = Pick<typeof catalogContract, 'getPhoto'>;

/** Photo bytes. A photo never changes (a new one gets a new id), so browsers and proxies may keep it for a year. */
export function photoHandlers(useCases: { getPhoto: GetPhoto }): HandlersOf<PhotoRoutes> {
  return {
    async getPhoto({ params, req, res }) {
      const photo = await useCases.getPhoto(params.id);
      const etag = `"${photo.sha256}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (clientHasVersion(req.headers, etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', photo.contentType);
      res.setHeader('Content-Length', photo.data.length);
      res.status(200).end(photo.data);
    },
  };
}
