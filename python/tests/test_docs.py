"""The README's Python example runs as written."""
import re

from conftest import ROOT


def test_readme_python_example_runs():
    text = (ROOT / "README.md").read_text()
    section = text.split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1 and len(blocks[0].strip().splitlines()) <= 12
    namespace = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)
    assert namespace["state"].is_terminal()
    assert namespace["report"].startswith("{")
