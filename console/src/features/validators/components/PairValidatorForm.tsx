// The public pairing page's form: a validator node's name, then "Pair validator" with the sessionHash of the link.
// A refusal (unknown link 404, already used or removed 409) is the server's message in an alert; a pairing replaces the
// form with its confirmation, since the link cannot be used again. A short note gives the same call for operators who
// pair from the node itself.
import type { FormEvent } from 'react';
import { PairValidatorBodySchema, validatorsEndpoints } from '@blck/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { runtime } from '../../../config/runtime';

import { MONOSPACE } from '../../../components/ui/DetailList';
import { ErrorAlert } from '../../../components/ui/ErrorAlert';
import { FormHeader } from '../../../components/ui/FormHeader';
import { TextInput } from '../../../components/ui/TextInput';
import { apiUrl } from '../../../lib/api-client';
import { useForm, validate } from '../../../lib/form';
import { usePairValidator } from '../api/pair-validator';
import { Timestamp } from '../../../components/ui/Timestamp';

export const PAIR_VALIDATOR_TITLE = 'Pair a validator node';

export interface PairValidatorFormProps {
  /** The link's sessionHash, already checked to be 64 lowercase hex characters. */
  sessionHash: string;
}

export function PairValidatorForm({ sessionHash }: PairValidatorFormProps) {
  const { values, field, setErrors, formRef } = useForm({ nodeName: '' });
  const pair = usePairValidator();
  const paired = pair.data?.validator;

  if (paired) {
    return (
      <Box>
        <FormHeader title={PAIR_VALIDATOR_TITLE} />
        <Alert severity="success" data-testid="pairing-confirmation">
          Validator node <strong>{paired.nodeName}</strong> paired on <Timestamp value={paired.pairedAt} />.
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The node now counts among the paired validators. This link has been used and cannot pair another node.
        </Typography>
      </Box>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pair.isPending) return;
    pair.reset();
    const body = validate(PairValidatorBodySchema, { sessionHash, nodeName: values.nodeName });
    if (!body.ok) return setErrors(body.errors);
    setErrors({});
    pair.mutate(body.data);
  };

  return (
    <Box component="form" ref={formRef} noValidate aria-label={PAIR_VALIDATOR_TITLE} onSubmit={submit}>
      <FormHeader title={PAIR_VALIDATOR_TITLE}>
        This one-time link pairs a validator node with {runtime.brandName}. It works once, and whoever holds it can use
        it, so keep it private.
      </FormHeader>
      <Stack spacing={2.5}>
        <TextInput
          {...field('nodeName')}
          // Not `name="nodeName"`: a form control of that name would shadow the form element's own `nodeName`.
          name="validatorNodeName"
          label="Node name"
          autoComplete="off"
          autoFocus
          htmlInput={{ spellCheck: false }}
        />
        <ErrorAlert error={pair.error} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={pair.isPending}>
          Pair validator
        </Button>
        <ApiCallNote sessionHash={sessionHash} />
      </Stack>
    </Box>
  );
}

/** The same pairing as an HTTP call, for an operator who pairs from the node itself (a native, keyboard-usable toggle). */
function ApiCallNote({ sessionHash }: PairValidatorFormProps) {
  const { method, path } = validatorsEndpoints.pairValidator;
  const url = new URL(apiUrl(path), window.location.origin).href;
  return (
    <Box component="details" sx={{ typography: 'body2', color: 'text.secondary' }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        Pairing from the node itself?
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Send this request from the node, with its name:
      </Typography>
      <Box
        component="pre"
        data-testid="pairing-api-call"
        sx={{
          ...MONOSPACE,
          whiteSpace: 'pre-wrap',
          fontSize: '0.8rem',
          m: 0,
          mt: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {`${method} ${url}\nContent-Type: application/json\n\n{"sessionHash": "${sessionHash}", "nodeName": "…"}`}
      </Box>
    </Box>
  );
}
