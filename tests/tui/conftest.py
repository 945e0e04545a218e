import pytest


@pytest.fixture(autouse=True)
def _isolated_config(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDAVIA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.delenv("NO_COLOR", raising=False)
    # Cards appear in place at once: no animation in tests (timing-free, deterministic).
    monkeypatch.setenv("CARDAVIA_MOTION", "off")
