"""Batch 124's tables: hosted AI model endpoints -- what an endpoint does (its API mode) and
whether a chat endpoint accepts images, read from its published prices, context limits and
declared capabilities -- from one wheel: litellm 1.110.2 (MIT; "Library to easily interface
with LLM API providers", BerriAI).  Its litellm/model_prices_and_context_window_backup.json is
the project's hand-maintained catalogue of 4,877 model endpoints (plus one `sample_spec` entry
documenting the fields): for each, the provider it is served by (`litellm_provider`), its
`mode` (chat, embedding, image_generation, audio_transcription, ...), its prices (USD per input
/ output token, per cached token, batch / priority / flex tiers, per image, per second, ...),
its context limits (`max_input_tokens`, `max_output_tokens`), its `supports_*` capability
flags, a deprecation date where announced, and for 3,418 entries a `source` URL: the
provider's own pricing or model page (prices.azure.com, aws pricing, cloud.google.com,
developers.openai.com, fal.ai, ...), from which the figures were copied.

Candidates (fixed before the pre-check; README):
- llm_mode -- every endpoint whose mode is one of the 9 modes with at least 40 entries (chat,
  image_generation, responses, embedding, audio_transcription, video_generation, realtime,
  audio_speech, image_edit): which mode?  9 classes.
- llm_chat_vision -- every chat endpoint whose entry states supports_vision (true or false):
  does it accept images?  2 classes.
Reserves, each used only if the table it stands for fails the pre-check:
- llm_mode_noprov (for llm_mode) -- the same rows and target, without the provider column.
- llm_chat_vision_noprov (for llm_chat_vision) -- the same, without the provider column.

Columns: provider (litellm_provider, categorical); prices as log10(USD per million tokens +
0.01): in_price, out_price, cache_read_price (missing where no price is stated); log2 of the
context limits: max_in, max_out (missing where not stated); has_batch_price,
has_priority_price, has_flex_price, has_deprecation (0/1); and 13 capability flags
(supports_function_calling, _tool_choice, _parallel_function_calling, _reasoning,
_prompt_caching, _response_schema, _system_messages, _web_search, _audio_input,
_audio_output, _computer_use, _native_streaming, _assistant_prefill; llm_mode also
supports_vision): in llm_mode categorical with the levels "true", "false", "-" (not stated),
in llm_chat_vision numeric 1 (true) / 0 (false or not stated).  Dropped: the model name (an
identifier, and it often names the task: "dall-e-3", "text-embedding-3"), the source URL and
metadata, supported_endpoints / supported_modalities / supported_output_modalities (they state
the mode or the image input), supports_pdf_input (PDF input is image input), successor and
deprecation source, and every price per unit other than the token (per image, second,
character, pixel, query, audio / video unit: the billing unit names the output kind).
The wheel is downloaded into $UNSEEN_DIR/wheels and unzipped into $UNSEEN_DIR/ex/litellm
(run_all.sh); nothing is installed or imported from it.
"""
from __future__ import annotations

import json
import math
import os as _os
import runpy
from functools import lru_cache
from pathlib import Path

import pandas as pd

from dpforest.schema import Categorical

HERE = _os.path.dirname(_os.path.abspath(__file__))
BASE = _os.environ.get("UNSEEN_DIR", "/tmp/unseen124")
CATALOGUE = (Path(BASE) / "ex" / "litellm" / "litellm"
             / "model_prices_and_context_window_backup.json")

_FIRST = runpy.run_path(str(Path(HERE).parent / "unseen_wheels" / "tables.py"))
_finish = _FIRST["_finish"]

_SRC = ("litellm 1.110.2 wheel litellm/model_prices_and_context_window_backup.json (published "
        "prices, limits and capabilities of hosted AI model endpoints)")

MODES = ("chat", "image_generation", "responses", "embedding", "audio_transcription",
         "video_generation", "realtime", "audio_speech", "image_edit")
FLAGS = ("supports_function_calling", "supports_tool_choice",
         "supports_parallel_function_calling", "supports_reasoning", "supports_prompt_caching",
         "supports_response_schema", "supports_system_messages", "supports_web_search",
         "supports_audio_input", "supports_audio_output", "supports_computer_use",
         "supports_native_streaming", "supports_assistant_prefill")
_TRI = ["true", "false", "-"]


def _num(v):
    try:
        x = float(v)
    except (TypeError, ValueError):
        return None
    return x if math.isfinite(x) else None


def _price(v):
    x = _num(v)
    return None if x is None or x < 0 else round(math.log10(x * 1e6 + 0.01), 4)


def _tokens(v):
    x = _num(v)
    return None if x is None or x <= 0 else round(math.log2(x), 4)


def _tri(v):
    return "true" if v is True else "false" if v is False else "-"


@lru_cache(None)
def _entries():
    """(model name, entry) of every catalogue entry but the field documentation, file order."""
    with open(CATALOGUE, encoding="utf-8") as f:
        d = json.load(f)
    return tuple((k, v) for k, v in d.items() if k != "sample_spec" and isinstance(v, dict))


def _row(v, flags_numeric, with_vision):
    r = {"provider": str(v.get("litellm_provider") or "-"),
         "in_price": _price(v.get("input_cost_per_token")),
         "out_price": _price(v.get("output_cost_per_token")),
         "cache_read_price": _price(v.get("cache_read_input_token_cost")),
         "max_in": _tokens(v.get("max_input_tokens")),
         "max_out": _tokens(v.get("max_output_tokens")),
         "has_batch_price": int("input_cost_per_token_batches" in v),
         "has_priority_price": int("input_cost_per_token_priority" in v),
         "has_flex_price": int("input_cost_per_token_flex" in v),
         "has_deprecation": int(bool(v.get("deprecation_date")))}
    for f in FLAGS + (("supports_vision",) if with_vision else ()):
        r[f] = int(v.get(f) is True) if flags_numeric else _tri(v.get(f))
    return r


def _mode_table(name, provider):
    sel = [v for _, v in _entries() if v.get("mode") in MODES]
    X = pd.DataFrame([_row(v, False, True) for v in sel])
    y = pd.Series([v["mode"] for v in sel])
    if not provider:
        X = X.drop(columns=["provider"])
    declared = [Categorical(f, _TRI) for f in FLAGS + ("supports_vision",)]
    return _finish(name, X, y, declared=declared, source=_SRC,
                   what="API mode (9 classes) of a hosted AI model endpoint, from its provider"
                        + ("" if provider else " (dropped here)")
                        + ", token prices, context limits and declared capability flags "
                        "(levels true / false / - not stated, as documented by sample_spec).  "
                        "Dropped: the model name, source, endpoints and modalities lists and "
                        "every non-token price")


def _vision_table(name, provider):
    sel = [v for _, v in _entries()
           if v.get("mode") == "chat" and v.get("supports_vision") in (True, False)]
    X = pd.DataFrame([_row(v, True, False) for v in sel])
    y = pd.Series(["vision" if v["supports_vision"] else "text_only" for v in sel])
    if not provider:
        X = X.drop(columns=["provider"])
    return _finish(name, X, y, declared=(), source=_SRC,
                   what="Whether a chat endpoint that states supports_vision accepts images, "
                        "from its provider" + ("" if provider else " (dropped here)")
                        + ", token prices, context limits and other capability flags (1 true "
                        "/ 0 false or not stated).  Dropped: the model name, source, "
                        "modalities lists, supports_pdf_input and every non-token price")


def llm_mode():
    return _mode_table("llm_mode", True)


def llm_mode_noprov():
    return _mode_table("llm_mode_noprov", False)


def llm_chat_vision():
    return _vision_table("llm_chat_vision", True)


def llm_chat_vision_noprov():
    return _vision_table("llm_chat_vision_noprov", False)


def names_of(name):
    """The model names (row order) of a table, for repeat_probe.py."""
    if name.startswith("llm_mode"):
        return [k for k, v in _entries() if v.get("mode") in MODES]
    return [k for k, v in _entries()
            if v.get("mode") == "chat" and v.get("supports_vision") in (True, False)]


LOADERS = {f.__name__: f for f in [llm_mode, llm_chat_vision, llm_mode_noprov,
                                   llm_chat_vision_noprov]}


def load_all(names=None):
    return _FIRST["load_all"](names, LOADERS)


if __name__ == "__main__":
    import sys
    print("# catalogue entries:", len(_entries()), flush=True)
    _FIRST["print_summary"](load_all(sys.argv[1:] or None), width=24, source_width=70)
