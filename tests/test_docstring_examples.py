"""The docstrings' examples run as written (doctest), and every command-line argument has a
help text: what a new user reads first must not be wrong or blank."""
import argparse
import doctest

import pytest

import dpforest
import dpforest.schema
from dpforest.cli import build_parser


@pytest.mark.parametrize("obj", [dpforest.DPForestClassifier, dpforest.schema],
                         ids=["DPForestClassifier", "schema"])
def test_docstring_examples_run_as_written(obj):
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    # (the module's own names, as `python -m doctest` sees them)
    tests = [t for t in finder.find(obj, obj.__name__) if t.examples]
    assert tests, "no example found: the docstring lost its Examples section"
    for t in tests:
        runner.run(t)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0 and result.failed == 0


def test_every_command_line_argument_has_a_help_text():
    missing = []
    for action in build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                missing += [f"{name} {a.dest}" for a in sub._actions
                            if not a.help and not isinstance(a, argparse._HelpAction)]
    assert missing == []
