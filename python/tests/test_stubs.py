"""The type stubs of the compiled extension name everything it exports."""

import ast
import pathlib

import pachisi
from pachisi import _pachisi

STUB = pathlib.Path(pachisi.__file__).with_name("_pachisi.pyi")


def _stubbed():
    tree = ast.parse(STUB.read_text())
    names, members = set(), {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names.add(node.name)
            members[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        elif isinstance(node, ast.FunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
    return names, members


def test_stubs_cover_the_extension():
    names, members = _stubbed()
    public = {n for n in dir(_pachisi) if not n.startswith("__")}
    assert public <= names, public - names
    for cls in ("Game", "State", "Bot", "VecEnv"):
        exported = {n for n in vars(getattr(_pachisi, cls)) if not n.startswith("__")}
        assert exported <= members[cls], (cls, exported - members[cls])
    assert STUB.with_name("py.typed").exists()
