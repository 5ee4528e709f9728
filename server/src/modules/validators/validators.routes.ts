// Thin routes of the custom validator calls, the validator counter and the pairing call.
import { endpoints } from '@blck/contract';
import type { Clock } from '../../lib/clock';
import { csvAttachment } from '../../lib/csv';
import type { RegisterRoute } from '../../http/routes';
import type { ValidatorsService } from './validators.service';

export const registerValidatorsRoutes = (
  route: RegisterRoute,
  { validatorsService, clock }: { validatorsService: ValidatorsService; clock: Clock },
) => {
  route(endpoints.listCustomValidators, ({ query }) => validatorsService.list(query));
  route(endpoints.exportCustomValidators, async ({ reply }) => {
    reply.header('content-disposition', csvAttachment('custom-validators', clock.now()));
    return validatorsService.exportCsv();
  });
  route(endpoints.generateCustomValidator, ({ session, body, audit }) =>
    validatorsService.generate(session, body, audit),
  );
  route(endpoints.removeCustomValidator, ({ params, audit }) => validatorsService.remove(params.id, audit));
  route(endpoints.countValidators, () => validatorsService.count());
  route(endpoints.pairValidator, ({ body, audit }) => validatorsService.pair(body, audit));
};
