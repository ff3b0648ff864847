//! The guided first game's words: each step's title and what it asks or tells, and the lesson's
//! buttons, in the words of each language's rulebook (see each language's file). A step that asks
//! for something names the control by its label, which the page rings. Steps are given by their
//! place in the lesson's order of steps (the number of its `Step`): the words depend on no
//! state.

use super::Lang;

/// How many steps the lesson has.
pub const LESSON_STEPS: usize = 16;

/// The lesson's buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonWord {
    /// "Learn to play", on the new-game screen and in the guide.
    Learn,
    /// The Next button of a step that tells what happened.
    Next,
    /// Leave the lesson (it resumes where it was).
    Leave,
    /// At the end: a real game against Easy.
    Play,
}

/// The title and words in `lang` of the lesson's step number `step` (from 0).
#[must_use]
pub fn lesson_step(lang: Lang, step: usize) -> [&'static str; 2] {
    let steps = match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::Pl => &PL,
    };
    steps[step]
}

/// The label of a lesson's button in `lang`.
#[must_use]
pub fn lesson_word(lang: Lang, word: LessonWord) -> &'static str {
    let words = match lang {
        Lang::En => ["Learn to play", "Got it", "Leave", "Play the computer (easy)"],
        Lang::Fr => ["Apprendre à jouer", "Compris", "Quitter", "Jouer contre l’ordinateur (facile)"],
        Lang::Pl => ["Naucz się grać", "Rozumiem", "Wyjdź", "Zagraj z komputerem (łatwym)"],
    };
    words[word as usize]
}

/// The steps, in the lesson's order: circle, price, take, turn, mirror, place, next player,
/// income, advance, again, leather, bonus, end, play, wait, done.
type Steps = [[&'static str; 2]; LESSON_STEPS];

const EN: Steps = [
    ["The circle", "Take one of the three ringed patches after the neutral token."],
    ["A patch’s price", "Buttons: what it costs. Hourglass: how far your token moves."],
    ["Take a patch", "Tap the ringed patch, or drag it onto your quilt."],
    ["Turn it", "Press Rotate."],
    ["Mirror it", "Press Mirror."],
    ["Sew it on", "Drag it onto the ringed squares, or tap one; then Place."],
    ["Who is next", "The token further behind moves next: now the computer’s."],
    ["Income", "You crossed a button mark: a button per button on your quilt."],
    ["Advance", "Press the ringed button: just past the other token, a button per space."],
    ["Again", "Still behind: you move again."],
    ["A leather patch", "You reached it first: tap the ringed square to sew it on."],
    ["The bonus tile", "First to cover a 7×7 square: 7 points."],
    ["The end", "Score: buttons, minus 2 per empty square, plus the bonus tile."],
    ["Your turn", "Do what is ringed."],
    ["Computer’s turn", "Watch it move."],
    ["Well done!", "You know how to play."],
];

const FR: Steps = [
    ["Le cercle", "Prenez l’une des trois pièces entourées après le pion neutre."],
    ["Le prix d’une pièce", "Bouton\u{a0}: son coût. Sablier\u{a0}: l’avance de votre pion."],
    ["Prendre une pièce", "Touchez la pièce entourée, ou faites-la glisser sur votre couverture."],
    ["La tourner", "Appuyez sur Tourner."],
    ["La retourner", "Appuyez sur Miroir."],
    ["La coudre", "Glissez-la sur les cases entourées, ou touchez-en une, puis Placer."],
    ["Qui joue ensuite", "Le pion le plus en arrière joue\u{a0}: maintenant, l’ordinateur."],
    ["Revenus", "Bouton franchi\u{a0}: un bouton par bouton de votre couverture."],
    ["Avancer", "Bouton entouré\u{a0}: juste devant l’autre pion, un bouton par case."],
    ["Encore", "Encore derrière\u{a0}: vous rejouez."],
    ["Une pièce de cuir", "Atteinte en premier\u{a0}: touchez la case entourée pour la coudre."],
    ["La tuile Bonus", "Premier carré de 7×7 couvert\u{a0}: 7 points."],
    ["La fin", "Score\u{a0}: boutons, moins 2 par case vide, plus la tuile Bonus."],
    ["À vous", "Faites ce qui est entouré."],
    ["L’ordinateur joue", "Regardez-le jouer."],
    ["Bravo\u{a0}!", "Vous savez jouer."],
];

const PL: Steps = [
    ["Krąg", "Weź jeden z trzech obwiedzionych kawałków za neutralnym żetonem."],
    ["Cena kawałka", "Guzik: koszt. Klepsydra: o ile pól ruszy się twój żeton."],
    ["Weź kawałek", "Dotknij obwiedzionego kawałka albo przeciągnij go na kołdrę."],
    ["Obróć go", "Naciśnij Obróć."],
    ["Odbij go", "Naciśnij Odbij."],
    ["Przyszyj go", "Przeciągnij go na obwiedzione pola lub dotknij jednego, potem Połóż."],
    ["Kto gra teraz", "Zawsze gra żeton dalej z tyłu: teraz komputer."],
    ["Dochód", "Minięte pole z guzikiem: guzik za każdy guzik na twojej kołdrze."],
    ["Ruch naprzód", "Obwiedziony przycisk: tuż przed drugi żeton, guzik za każde pole."],
    ["Jeszcze raz", "Wciąż z tyłu: grasz jeszcze raz."],
    ["Specjalny kawałek", "Twój żeton był pierwszy: dotknij obwiedzionego pola, aby go przyszyć."],
    ["Specjalny żeton", "Pierwszy pełny kwadrat 7×7: 7 punktów."],
    ["Koniec", "Wynik: guziki, minus 2 za każde puste pole, plus specjalny żeton."],
    ["Twój ruch", "Zrób to, co obwiedzione."],
    ["Ruch komputera", "Patrz, jak gra."],
    ["Brawo!", "Umiesz już grać."],
];
