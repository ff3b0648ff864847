//! Keeps the rooms honest. The rules engine and the computer players are pure Rust, so that the
//! command-line tool, the tests and a web worker can all use them; inside the page, the folders
//! say what is pure: `ui/state/`, `ui/layout/` and `ui/i18n/` build and test natively, and only
//! `ui/browser/`, `ui/hooks/` and `ui/components/` (and `ui/app.rs`) may touch the browser.
//! These tests walk the folders, so a new file is checked without being listed anywhere.

use std::path::{Path, PathBuf};

/// The words that give away a browser crate (or a clock, for the engine's rooms).
const BROWSER: [&str; 5] = ["yew", "web_sys", "js_sys", "gloo", "wasm_bindgen"];

/// Folders of `src/ui/` whose files must name no browser crate.
const PURE_UI: [&str; 4] = ["state", "layout", "i18n", "view"];

/// Folders of `src/ui/` that may.
const BROWSER_UI: [&str; 3] = ["browser", "hooks", "components"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    files
}

fn assert_names_none(files: &[PathBuf], words: &[&str]) {
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        for word in words {
            assert!(!text.contains(word), "{} mentions {word}", file.display());
        }
    }
}

#[test]
fn rules_and_ai_use_no_browser_crates_or_clocks() {
    let mut files = files_under(&src().join("rules"));
    files.extend(files_under(&src().join("ai")));
    assert!(files.len() >= 10, "the rooms were found: {files:?}");
    let mut words = BROWSER.to_vec();
    words.extend(["std::time", "SystemTime", "Instant"]);
    assert_names_none(&files, &words);
}

#[test]
fn the_pure_folders_of_the_page_use_no_browser_crates() {
    let ui = src().join("ui");
    for folder in PURE_UI {
        let files = files_under(&ui.join(folder));
        assert!(!files.is_empty(), "ui/{folder} holds files");
        assert_names_none(&files, &BROWSER);
    }
}

#[test]
fn every_file_of_the_page_sits_in_a_pure_or_a_browser_folder() {
    let ui = src().join("ui");
    for file in files_under(&ui) {
        let relative = file.strip_prefix(&ui).unwrap();
        let mut parts = relative.components();
        let first = parts.next().unwrap().as_os_str().to_str().unwrap().to_owned();
        let loose = parts.next().is_none();
        if loose {
            assert!(
                first == "mod.rs" || first == "app.rs",
                "ui/{first} is a loose file: put it in a pure folder ({PURE_UI:?}) or a browser one ({BROWSER_UI:?})"
            );
        } else {
            assert!(
                PURE_UI.contains(&first.as_str()) || BROWSER_UI.contains(&first.as_str()),
                "ui/{first}/ is neither a pure folder ({PURE_UI:?}) nor a browser one ({BROWSER_UI:?})"
            );
        }
    }
}

#[test]
fn the_browser_folders_are_built_for_the_browser_only() {
    let module = std::fs::read_to_string(src().join("ui").join("mod.rs")).unwrap();
    for folder in BROWSER_UI {
        let declared = format!("#[cfg(target_arch = \"wasm32\")]\npub mod {folder};");
        assert!(module.contains(&declared), "ui/mod.rs declares {folder} for wasm32 only");
    }
    for folder in PURE_UI {
        assert!(module.contains(&format!("\npub mod {folder};")), "ui/mod.rs declares {folder} on every target");
    }
}

#[test]
fn the_command_line_tool_depends_on_rules_and_ai_only() {
    let files = files_under(&src().join("bin"));
    assert!(!files.is_empty());
    assert_names_none(&files, &["ui::", "patchwork::ui"]);
}

#[test]
fn no_source_file_is_longer_than_600_lines() {
    let mut long = Vec::new();
    for file in files_under(&src()) {
        let lines = std::fs::read_to_string(&file).unwrap().lines().count();
        if lines > 600 {
            long.push(format!("{} ({lines} lines)", file.display()));
        }
    }
    assert!(long.is_empty(), "a file over 600 lines is usually two nouns: {long:?}");
}
