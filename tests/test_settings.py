import json

from cardavia.settings import Settings, load_settings, save_settings


def test_settings_round_trip(tmp_path):
    path = tmp_path / "cfg" / "settings.json"
    settings = Settings(language="fi", contrast=70, grain=0, suit_colours="colour-blind")
    assert save_settings(settings, path) is None
    loaded, problem = load_settings(path)
    assert problem is None and loaded == settings


def test_missing_file_gives_defaults_silently(tmp_path):
    loaded, problem = load_settings(tmp_path / "nope.json")
    assert problem is None and loaded == Settings()
    assert (loaded.contrast, loaded.grain, loaded.temperature) == (50, 50, 50)


def test_unknown_fields_are_ignored_for_forward_compatibility(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"contrast": 20, "from_the_future": True}))
    loaded, problem = load_settings(path)
    assert problem is None and loaded.contrast == 20


def test_an_unwritable_location_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    problem = save_settings(Settings(), blocker / "settings.json")
    assert problem and "could not save settings" in problem


def test_reduce_motion_is_remembered_and_old_files_without_it_still_load(tmp_path):
    path = tmp_path / "settings.json"
    # A settings file written before the setting existed: every other value kept.
    path.write_text(json.dumps({"contrast": 30, "ai_speed": 80}))
    loaded, problem = load_settings(path)
    assert problem is None and loaded.reduce_motion is False and loaded.contrast == 30
    loaded.reduce_motion = True
    assert save_settings(loaded, path) is None
    again, problem = load_settings(path)
    assert problem is None and again.reduce_motion is True and again.ai_speed == 80


def test_the_schnapsen_card_points_show_unless_turned_off_and_it_is_remembered(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"contrast": 30}))  # written before the setting existed
    loaded, problem = load_settings(path)
    assert problem is None and loaded.show_card_points is True  # shown by default
    loaded.show_card_points = False
    assert save_settings(loaded, path) is None
    assert json.loads(path.read_text())["show_card_points"] is False
    again, problem = load_settings(path)
    assert problem is None and again.show_card_points is False and again.contrast == 30
