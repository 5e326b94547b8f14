"""Schemathesis hooks for the fuzz run (test-support/fuzz/run.ts sets the variables read here).

The admin's destructive calls (delete-user, update-user, suspendUser, ...) reach a real record only if the fuzzer
names one, and random ids never do: half of the cases of those paths name a customer the run registered for that,
so the paths are tried on a record that exists. The admin itself is never named, whatever the generator draws.
"""

import os

import schemathesis
from hypothesis import strategies as st
from hypothesis.internal import lambda_sources

# CPython 3.11 (Debian's too) can fail ast.parse deep in a call stack with "AST constructor recursion depth
# mismatch", a bug of the interpreter. Hypothesis parses a lambda's source only to describe a strategy in messages;
# when that fails, a plainer description does, instead of a runtime error that fails the run for nothing the API did.
# (A private function of Hypothesis: if a later Hypothesis renames it, nothing is patched and nothing breaks.)
_describe_lambda = getattr(lambda_sources, "_lambda_description", None)


def _lambda_description_or_plain(f, *args, **kwargs):
    try:
        return _describe_lambda(f, *args, **kwargs)
    except SystemError:
        return "lambda: <source not shown>"


if _describe_lambda is not None:
    lambda_sources._lambda_description = _lambda_description_or_plain

# Paths whose {id} is a user's id; the run's victim customers are the only real ones they are pointed at. The one
# deleted is another than the one edited, suspended and activated, which a deletion would turn into 404s.
USER_ID_PATHS = {"/update-user/{id}", "/suspendUser/{id}", "/activateUser/{id}"}
DELETED_USER_PATHS = {"/delete-user/{id}"}
# The catalogue is the run's own (a database made for this run): the product it names may be edited.
PRODUCT_ID_PATHS = {"/updateProduct/{id}"}

# The caller of this pass: none (anonymous), the run's customer or its admin.
TOKEN = os.environ.get("FUZZ_TOKEN", "")
VICTIM_ID = os.environ.get("FUZZ_VICTIM_ID", "")
DELETED_ID = os.environ.get("FUZZ_DELETED_ID", "")
PRODUCT_ID = os.environ.get("FUZZ_PRODUCT_ID", "")
ADMIN_ID = os.environ.get("FUZZ_ADMIN_ID", "")
# Log-out ends every session of the account: sent as a throwaway customer, so the run's own token keeps working.
LOGOUT_TOKEN = os.environ.get("FUZZ_LOGOUT_TOKEN", "")


def _real_id_for(path):
    if path in USER_ID_PATHS:
        return VICTIM_ID
    if path in DELETED_USER_PATHS:
        return DELETED_ID
    if path in PRODUCT_ID_PATHS:
        return PRODUCT_ID
    return ""


@schemathesis.hook
def flatmap_path_parameters(ctx, path_parameters):
    real = _real_id_for(ctx.operation.path)
    if not real or not path_parameters or "id" not in path_parameters:
        return st.just(path_parameters)
    return st.sampled_from([path_parameters, {**path_parameters, "id": real}])


@schemathesis.hook
def filter_path_parameters(ctx, path_parameters):
    # Never the admin's own account, however the id was drawn.
    return not (ADMIN_ID and path_parameters and path_parameters.get("id") == ADMIN_ID)


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    # Set here rather than with -H, which would win over any header set on the case (the log-out's below).
    token = LOGOUT_TOKEN if LOGOUT_TOKEN and case.operation.path == "/logout" else TOKEN
    if token:
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
