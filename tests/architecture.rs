//! Keeps the rooms honest. The rules engine and the computer players are pure Rust, so that the
//! command-line tool, the tests and a web worker can all use them; inside the page, the folders
//! say what is pure: `ui/state/`, `ui/view/`, `ui/layout/` and `ui/i18n/` build and test natively; only
//! `ui/browser/`, `ui/hooks/` and `ui/components/` (and `ui/app.rs`) may touch the browser.
//! `ui/state/` words its messages with `ui/i18n/`, never the other way round. Every source file,
//! tests included, stays under 600 lines, and every path the map of the code
//! (`docs/ARCHITECTURE.md`) names exists. These tests walk the folders, so a new file is
//! checked without being listed anywhere.

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
    files.push(src().join("util.rs"));
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
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = files_under(&src());
    files.extend(files_under(&root.join("tests")));
    assert!(files.iter().any(|f| f.ends_with("tests/web_support/mod.rs")), "tests/ is walked to the bottom");
    let mut long = Vec::new();
    for file in files {
        let lines = std::fs::read_to_string(&file).unwrap().lines().count();
        if lines > 600 {
            long.push(format!("{} ({lines} lines)", file.display()));
        }
    }
    assert!(long.is_empty(), "a file over 600 lines is usually two nouns: {long:?}");
}

#[test]
fn the_words_depend_on_no_state() {
    // `ui/state` words its messages with `ui/i18n`; the other way round would be a cycle.
    let files = files_under(&src().join("ui").join("i18n"));
    assert!(!files.is_empty());
    assert_names_none(&files, &["state::", "ui::state"]);
}

/// The folders a path named in the documents may start with.
const TOP_FOLDERS: [&str; 7] = ["src/", "tests/", "e2e/", "scripts/", "docs/", "static/", "data/"];

/// Every path-like word of `markdown`'s code (inline spans and fenced blocks) that starts with
/// one of [`TOP_FOLDERS`].
fn named_paths(markdown: &str) -> Vec<String> {
    let mut code = String::new();
    let mut fenced = false;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if fenced {
            code.push_str(line);
            code.push('\n');
        } else {
            // The odd pieces between backticks are inline code.
            for span in line.split('`').skip(1).step_by(2) {
                code.push_str(span);
                code.push('\n');
            }
        }
    }
    let path_char = |c: char| c.is_ascii_alphanumeric() || "/._-*".contains(c);
    code.split(|c: char| !path_char(c))
        .map(|word| word.trim_end_matches('.'))
        .filter(|word| TOP_FOLDERS.iter().any(|top| word.starts_with(top)))
        .map(str::to_owned)
        .collect()
}

/// Whether `path` (relative to the crate) exists; a `*` in its last part matches any run of
/// characters, and then at least one file must match.
fn exists(path: &str) -> bool {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let Some((dir, pattern)) = path.rsplit_once('/').filter(|(_, last)| last.contains('*')) else {
        return root.join(path).exists();
    };
    let (before, after) = pattern.split_once('*').unwrap();
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else { return false };
    entries.filter_map(Result::ok).any(|entry| {
        let name = entry.file_name().to_string_lossy().into_owned();
        name.len() >= before.len() + after.len() && name.starts_with(before) && name.ends_with(after)
    })
}

#[test]
fn the_paths_the_map_of_the_code_names_exist() {
    let map = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs").join("ARCHITECTURE.md");
    let paths = named_paths(&std::fs::read_to_string(map).unwrap());
    assert!(paths.len() >= 30, "docs/ARCHITECTURE.md names the folders: {paths:?}");
    let missing: Vec<&String> = paths.iter().filter(|path| !exists(path)).collect();
    assert!(missing.is_empty(), "docs/ARCHITECTURE.md names paths that do not exist: {missing:?}");
}

#[test]
fn a_named_path_is_found_in_code_only() {
    let text = "The `src/rules/` room, `node --test e2e/lib/` and `tests/web_*.rs`; src/not/code.\n\
                ```\nsrc/ui/  the page\n```\n";
    assert_eq!(named_paths(text), ["src/rules/", "e2e/lib/", "tests/web_*.rs", "src/ui/"]);
    assert!(exists("tests/web_*.rs") && exists("src/rules/") && exists("src/lib.rs"));
    assert!(!exists("tests/nothing_*.rs") && !exists("src/nothing.rs"));
}

/// Public type names that may be declared twice in `src/`, each with the reason.
const NAMED_TWICE: [(&str, &str); 0] = [];

/// The file a `#[cfg(test)] mod name;` declared in `file` lives in (or the folder of its files).
fn test_module_paths(file: &Path, name: &str) -> [PathBuf; 2] {
    let dir = file.parent().unwrap();
    let stem = file.file_stem().unwrap().to_str().unwrap();
    let home = if ["mod", "lib", "main"].contains(&stem) { dir.to_path_buf() } else { dir.join(stem) };
    [home.join(format!("{name}.rs")), home.join(name)]
}

/// The module a line declares (`mod name;` or `pub(crate) mod name {`), and whether it is inline.
fn declared_module(line: &str) -> Option<(&str, bool)> {
    let rest = line.trim_start();
    let rest = rest.strip_prefix("pub").map_or(rest, |r| r.split_once(' ').map_or(r, |(_, after)| after));
    let rest = rest.strip_prefix("mod ")?;
    let name = rest.trim_end_matches([';', '{', ' ']);
    Some((name, rest.trim_end().ends_with('{')))
}

/// The name a line declares as a `pub` (or `pub(…)`) struct, enum, trait or type alias.
fn declared_type(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("pub")?;
    let rest = if rest.starts_with('(') { rest.split_once(')')?.1 } else { rest };
    let rest = rest.strip_prefix(' ')?;
    let rest = ["struct ", "enum ", "trait ", "type "].iter().find_map(|kind| rest.strip_prefix(kind))?;
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
    Some(&rest[..end])
}

/// Every public type name declared in `src/` outside test modules, with the files declaring it.
/// A test module is a `#[cfg(test)]` module, inline (to its closing brace, which rustfmt puts
/// at the indentation of its `mod` line) or in its own file.
fn public_type_names() -> std::collections::BTreeMap<String, Vec<String>> {
    let files = files_under(&src());
    let mut tests = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            if line.trim() == "#[cfg(test)]" {
                if let Some((name, false)) = lines.peek().and_then(|next| declared_module(next)) {
                    tests.extend(test_module_paths(file, name));
                }
            }
        }
    }
    let mut names = std::collections::BTreeMap::<String, Vec<String>>::new();
    for file in files.iter().filter(|file| !tests.iter().any(|test| file.starts_with(test))) {
        let text = std::fs::read_to_string(file).unwrap();
        let mut lines = text.lines().peekable();
        while let Some(line) = lines.next() {
            if line.trim() == "#[cfg(test)]" {
                if let Some(next) = lines.next_if(|next| declared_module(next).is_some_and(|(_, inline)| inline)) {
                    let end = format!("{}}}", &next[..next.len() - next.trim_start().len()]);
                    lines.by_ref().find(|line| *line == end);
                }
                continue;
            }
            if let Some(name) = declared_type(line) {
                let place = file.strip_prefix(src()).unwrap().display().to_string();
                names.entry(name.to_owned()).or_default().push(place);
            }
        }
    }
    names
}

#[test]
fn every_public_type_name_is_declared_once() {
    let names = public_type_names();
    for known in
        ["PageState", "Session", "Review", "GameAnalysis", "Startup", "LinkArrival", "Part", "Computer", "WorkerClient"]
    {
        assert_eq!(names.get(known).map(Vec::len), Some(1), "{known} is found, once");
    }
    assert!(!names.contains_key("Tests"), "test modules are left out");
    let twice: Vec<_> = names.iter().filter(|(_, places)| places.len() > 1).collect();
    for (name, places) in &twice {
        assert!(
            NAMED_TWICE.iter().any(|(allowed, _)| allowed == name),
            "{name} names {} things ({places:?}): one name per idea",
            places.len()
        );
    }
    for (allowed, why) in NAMED_TWICE {
        assert!(twice.iter().any(|(name, _)| *name == allowed), "{allowed} is named once now ({why}): drop it here");
    }
}

#[test]
fn test_modules_and_their_files_are_told_apart() {
    assert_eq!(declared_module("mod tests;"), Some(("tests", false)));
    assert_eq!(declared_module("pub(crate) mod tests {"), Some(("tests", true)));
    assert_eq!(declared_module("    mod inner {"), Some(("inner", true)));
    assert_eq!(declared_type("pub struct PageState {"), Some("PageState"));
    assert_eq!(declared_type("    pub(crate) enum Shape<T> {"), Some("Shape"));
    assert_eq!(declared_type("pub type Saved = (u8, u8);"), Some("Saved"));
    assert_eq!(declared_type("pub fn struct_like() {}"), None);
    assert_eq!(declared_type("/// pub struct InADoc"), None);
    let [file, folder] = test_module_paths(Path::new("src/ui/state/mod.rs"), "tests");
    assert_eq!((file, folder), (PathBuf::from("src/ui/state/tests.rs"), PathBuf::from("src/ui/state/tests")));
    let [file, _] = test_module_paths(Path::new("src/rules/quilt.rs"), "tests");
    assert_eq!(file, PathBuf::from("src/rules/quilt/tests.rs"));
}
