//! French, in the words of the French rulebook: pièce de tissu (patch), bouton (button),
//! plateau Chrono (time board), plateau Couverture (quilt board), pion Chrono (time token),
//! pion neutre, pièce de cuir (leather patch), tuile Bonus (bonus tile).
//!
//! Names follow `à` or stand before a colon, so no elision is needed ("À Ada de jouer").

use super::phrases::P;
use super::sentences::{N, S};
use super::Text;

/// Which form of a counted word `n` takes: 0 (one) for 0 and 1, 2 (other) otherwise.
pub(super) fn form(n: u32) -> usize {
    if n <= 1 {
        0
    } else {
        2
    }
}

/// The phrases (`{0}`… filled by [`super::fill`]), in the order of [`P`]; see `en.rs`.
pub(super) const PHRASE_WORDS: [&str; P::COUNT] = [
    "{0} bouton",
    "{0} boutons",
    "{0} boutons",
    "{0} case",
    "{0} cases",
    "{0} cases",
    "Avancer de {0}, prendre {1}",
    "la pièce de cuir",
    "la pièce de {0} case",
    "la pièce de {0} cases",
    "la pièce de {0} cases",
    "à {0} et {1} temps",
    "{0}, revenu {1}\u{a0}; vous n'avez pas assez de boutons",
    "{0}, revenu {1}\u{a0}; elle ne tient pas sur votre couverture",
    "{0}, revenu {1}\u{a0}; appuyez sur Entrée pour la prendre",
    "{0}, revenu {1}",
    "droite",
    "tournée de {0}°",
    "retournée",
    "tournée de {0}°, puis retournée",
    "retournée, puis tournée de {0}°",
    "sur {0} et {1}",
    "la rangée {0}",
    "les rangées {0} à {1}",
    "la colonne {0}",
    "les colonnes {0} à {1}",
    "Tuile Bonus\u{a0}: le premier à remplir un carré de {0}×{0} cases sur son plateau Couverture marque {1} points de plus",
    "Joueur {0}",
];

/// Ce qu'un joueur aguerri lit d'un coup d'œil (`{0}`… filled by [`super::fill`]); see `en.rs`.
pub(super) const GLANCE_WORDS: [&str; 9] = [
    "projeté",
    "Score final projeté {0} = {1} boutons + {2} de revenu × {3} revenus à venir + {4} de bonus − 2 × {5} cases vides, sans autre pièce.",
    "Vers la case {0}. Boutons pris\u{a0}: {1} (revenu {2})\u{a0}; payés\u{a0}: {3}. Pièces de cuir gagnées\u{a0}: {4}. Score projeté\u{a0}: {5}.",
    " Cases jusqu'au prochain revenu\u{a0}: {0}.",
    " Cases jusqu'à la prochaine pièce de cuir\u{a0}: {0}.",
    " Meilleur carré 7×7\u{a0}: {0} cases couvertes sur 49.",
    " L'emporte en cas d'égalité\u{a0}: premier arrivé au bout.",
    " + {0} de revenu",
    ". Si vous la prenez, ensuite au choix\u{a0}: {0}",
];

/// The board in words: a quilt, then the time board's head, a player with and without an
/// income mark ahead, and its leather patches (`{0}`… filled by [`super::fill`]).
pub(super) const BOARD_WORDS: [&str; 5] = [
    "Plateau Couverture de {0}\u{a0}: {1} cases vides sur {2}\u{a0}; cases vides par rangée, de haut en bas\u{a0}: {3}",
    "Plateau Chrono, cases 0 à {0}.",
    " {0}\u{a0}: case {1}, prochain revenu en case {2}.",
    " {0}\u{a0}: case {1}, plus de revenu à venir.",
    " Pièces de cuir sur les cases {0}.",
];

pub(super) fn text(text: Text) -> &'static str {
    match text {
        Text::PageLabel => "Patchwork\u{a0}: le plateau Chrono, le cercle des pièces de tissu et les deux couvertures",
        Text::Patchwork => "Patchwork",
        Text::PatchworkExpress => "Patchwork Express",
        Text::Seed => "graine",
        Text::RevisedBoard => "plateau Chrono révisé",
        Text::OriginalBoard => "plateau Chrono d'origine",
        Text::ExpressBoard => "plateau Chrono Express",
        Text::GameLegend => "Jeu",
        Text::BoardLegend => "Plateau Chrono",
        Text::Revised => "Révisé",
        Text::Original => "D'origine (2014)",
        Text::PlayersLegend => "Joueurs",
        Text::StarterLegend => "Qui commence",
        Text::StartGame => "Commencer la partie",
        Text::Language => "Langue",
        Text::GameOver => "Partie terminée",
        Text::PutAside => "Écarter",
        Text::SewLeather => "Placez votre pièce de cuir sur une case vide",
        Text::MoveOn => "Avancer",
        Text::Rotate => "⟳ Tourner",
        Text::RotateHint => "Tourner la pièce dans le sens des aiguilles d'une montre (R)",
        Text::TurnHandle => "Pivoter",
        Text::Mirror => "⇋ Miroir",
        Text::MirrorHint => "Retourner la pièce (F)",
        Text::Place => "✓ Placer",
        Text::PlaceHint => "Placer la pièce ici (Entrée)",
        Text::Cancel => "✕ Reposer",
        Text::CancelHint => "Remettre la pièce dans le cercle (Échap)",
        Text::Buttons => "boutons",
        Text::Income => "revenu",
        Text::Empty => "vides",
        Text::Score => "points",
        Text::ScoreHint => "Points actuels\u{a0}: vos boutons moins 2 par case vide (plus 7 avec la tuile Bonus)",
        Text::ToMove => "à jouer",
        Text::Bonus => "tuile Bonus",
        Text::EmptySquares => "cases vides",
        Text::PlayAgain => "Nouvelle partie",
        Text::ShowResult => "Voir le résultat",
        Text::TooDear => "trop chère",
        Text::NoRoom => "pas de place",
        Text::HowToPlay => "Comment jouer",
        Text::Close => "Fermer",
        Text::GoalTitle => "Cousez la plus belle couverture",
        Text::GoalText => {
            "Chaque joueur recouvre son plateau Couverture de pièces de tissu. Les boutons sont \
             votre monnaie et, à la fin, vos points."
        }
        Text::TakeTitle => "Prendre une pièce de tissu…",
        Text::TakeText => {
            "C'est toujours le joueur dont le pion Chrono est le plus en retard qui joue. Prenez \
             l'une des trois pièces placées devant le pion neutre\u{a0}: payez ses boutons, placez-la où \
             vous voulez sur votre plateau Couverture (tournée ou retournée) et avancez votre pion \
             Chrono du nombre de cases indiqué sur son étiquette."
        }
        Text::AdvanceTitle => "…ou avancer",
        Text::AdvanceText => {
            "Ou avancez votre pion Chrono sur la case juste devant celui de votre adversaire et \
             recevez 1 bouton par case parcourue."
        }
        Text::IncomeTitle => "Revenus et pièces de cuir",
        Text::IncomeText => {
            "Quand votre pion traverse un bouton du plateau Chrono, vous percevez un revenu\u{a0}: un \
             bouton pour chaque bouton présent sur votre plateau Couverture. Le premier à atteindre \
             une pièce de cuir la place aussitôt\u{a0}; elles seules remplissent des cases uniques."
        }
        Text::BonusTitle => "La tuile Bonus 7×7",
        Text::BonusText => {
            "Le premier joueur qui remplit complètement un carré de 7×7 cases sur son plateau \
             Couverture reçoit la tuile Bonus\u{a0}: 7 points."
        }
        Text::EndTitle => "Fin de la partie",
        Text::EndText => {
            "La partie se termine quand les deux pions Chrono sont sur la dernière case. Score\u{a0}: vos \
             boutons (plus la tuile Bonus) moins 2 points par case vide. En cas d'égalité, le premier \
             arrivé sur la dernière case l'emporte."
        }
        Text::ExpressText => {
            "Patchwork Express\u{a0}: une couverture de 7×7 cases, sans tuile Bonus\u{a0}; les pièces bleues \
             rejoignent le cercle quand il ne reste que cinq pièces colorées, et une pièce de cuir \
             peut être écartée."
        }
        Text::ControlsTouch => {
            "Au doigt\u{a0}: touchez une pièce, une case de votre couverture, puis Placer. La poignée \
             ronde et Tourner la tournent, Miroir la retourne. Ou faites-la glisser."
        }
        Text::ControlsMouse => {
            "À la souris\u{a0}: faites glisser une pièce, ou cliquez dessus, puis sur une case de votre \
             couverture. Au clavier\u{a0}: Tab et Entrée prennent une pièce\u{a0}; R la tourne, F la \
             retourne, les flèches la déplacent, Entrée la place, Échap la repose."
        }
        Text::ProjectionText => {
            "«\u{a0}projeté\u{a0}»\u{a0}: le score sans autre pièce (boutons + revenu × revenus à venir \
             − 2 par case vide + la tuile Bonus). Touchez-le ou cliquez pour «\u{a0}Cases jusqu'au \
             prochain revenu\u{a0}», «\u{a0}Cases jusqu'à la prochaine pièce de cuir\u{a0}», \
             «\u{a0}Meilleur carré 7×7\u{a0}» et «\u{a0}L'emporte en cas d'égalité\u{a0}»."
        }
        Text::ProjectionDetails => "Score projeté en détail",
        Text::Undo => "Annuler",
        Text::UndoHint => "Reprendre le dernier coup (Ctrl+Z)",
        Text::Redo => "Rétablir",
        Text::RedoHint => "Rétablir le coup repris (Ctrl+Maj+Z)",
        Text::HintButton => "Conseil",
        Text::HintHint => "Montrer le coup que jouerait l'ordinateur (difficile)\u{a0}; il n'est pas joué",
        Text::Thinking => "Calcul…",
        Text::Games => "Parties",
        Text::GamesHint => "Nouvelle partie et parties enregistrées (celle-ci reste enregistrée)",
        Text::Export => "Exporter",
        Text::ExportHint => "Télécharger cette partie en fichier .json",
        Text::Import => "Importer",
        Text::ImportHint => "Ouvrir une partie depuis un fichier .json (ou déposer le fichier sur la page)",
        Text::NotSaved => "Cette partie n'est pas enregistrée",
        Text::SeatPerson => "Une personne",
        Text::SeatEasy => "Ordinateur, facile",
        Text::SeatMedium => "Ordinateur, moyen",
        Text::SeatHard => "Ordinateur, difficile",
        Text::SeatOther => "Ordinateur",
        Text::SeatFriend => "Un ami, par lien",
        Text::LinkToSend => "Lien à envoyer",
        Text::CopyLink => "Copier le lien",
        Text::ShareLink => "Partager…",
        Text::KeepMine => "Garder ma partie",
        Text::TakeTheirs => "Prendre celle du lien",
        Text::WhoPlays => "Qui joue",
        Text::OpenFile => "Ouvrir un fichier de partie…",
        Text::SavedGames => "Parties enregistrées",
        Text::Resume => "Reprendre",
        Text::Delete => "Supprimer",
        Text::DamagedSave => "Sauvegarde abîmée",
        Text::Ok => "OK",
        Text::CloseNotice => "Fermer ce message",
        Text::FaceHint => "Tourner le côté de l'autre joueur vers lui, de l'autre côté de la table",
        Text::Menu => "Menu",
        Text::StorageKept => "Les parties enregistrées sont conservées\u{a0}: le navigateur ne les effacera pas.",
        Text::StorageMayBeCleared => "Le navigateur peut effacer les parties enregistrées s'il manque de place\u{a0}; exportez une partie pour la garder.",
        Text::FirstTurnHint => {
            "Faites glisser l'une des trois pièces après le pion neutre sur votre couverture, ou \
             touchez-la puis une case. R ou Tourner la tourne, F ou Miroir la retourne\u{a0}; lâchez-la \
             ou appuyez sur Placer là où elle tient."
        }
        Text::Review => "Analyse",
        Text::BackToGame => "Retour à la partie",
        Text::PlayOn => "Continuer d'ici",
        Text::Practise => "S'exercer sur ses erreurs",
        Text::Puzzles => "Exercices",
        Text::FindBetter => "Trouvez un meilleur coup",
        Text::Solved => "Résolu",
        Text::NotBetter => "Pas meilleur",
        Text::ComputerMove => "Le coup de l'ordinateur",
        Text::TryAgain => "Réessayer",
        Text::NextPuzzle => "Suivant",
        Text::Analysing => "Analyse en cours",
        Text::AnalysisStopped => "L'analyse s'est arrêtée\u{a0}:",
        Text::ChanceToWin => "chances de gagner",
        Text::MoveWord => "Coup",
        Text::StartOfGame => "Début de la partie",
        Text::PreviousMove => "Coup précédent",
        Text::NextMove => "Coup suivant",
        Text::VerdictBest => "le choix de l'ordinateur",
        Text::VerdictGood => "bon coup",
        Text::VerdictMistake => "erreur",
        Text::VerdictBlunder => "gaffe",
        Text::VerdictClose => "serré\u{a0}: aucun coup nettement meilleur",
        Text::CompareMade => "Coup joué",
        Text::CompareBetter => "Meilleur coup",
        Text::CompareBoth => "Les deux",
        Text::Accuracy => "Précision",
        Text::Mistakes => "Erreurs",
        Text::Blunders => "Gaffes",
        Text::LargestSwing => "Plus grosse perte",
        Text::SinceYourTurn => "Depuis votre dernier tour",
        Text::ShowOnQuilt => "Montrer où sur la couverture",
        Text::GameLog => "Historique",
        Text::GameLogHint => "Tous les coups joués, du plus récent au plus ancien",
        Text::NothingPlayed => "Aucun coup pour l’instant.",
        Text::ComputerEasy => "Ordinateur (facile)",
        Text::ComputerMedium => "Ordinateur (moyen)",
        Text::ComputerHard => "Ordinateur (difficile)",
        Text::YouWon => "Vous avez gagné !",
        Text::YouLost => "Vous avez perdu.",
        Text::PlayAgainSame => "Rejouer",
    }
}

/// Les phrases (`{0}`… filled by [`super::fill`]), in the order of [`S`]; see `en.rs`.
pub(super) const SAY_WORDS: [&str; S::COUNT] = [
    "{0} commence.",
    "{0} tient {1}",
    "{0}",
    "{0}\u{a0}:",
    "faites-la glisser sur votre couverture, ou déplacez-la avec les flèches ou en touchant une case\u{a0}; R pour tourner, F pour retourner, Entrée pour placer.",
    "Pièce {0}.",
    "Rangée {0}, colonne {1}\u{a0}: elle rentre.",
    "Rangée {0}, colonne {1}\u{a0}: elle ne rentre pas ici.",
    "La pièce est revenue dans le cercle.",
    "{0}\u{a0}: placez votre pièce de cuir sur une case vide de votre couverture, ou écartez-la.",
    "{0}\u{a0}: placez votre pièce de cuir sur une case vide de votre couverture.",
    "{0} avance et reçoit {1}.",
    "{0} coud {1}.",
    "{0} coud une pièce de cuir en ligne {1}, colonne {2}.",
    "{0} écarte la pièce de cuir.",
    "{0}\u{a0}: la couverture est pleine, la pièce de cuir est perdue.",
    "{0}\u{a0}: revenu, +{1}.",
    "{0} gagne une pièce de cuir.",
    "{0} prend la tuile Bonus 7×7\u{a0}: +7.",
    "Les pièces bleues rejoignent le cercle.",
    "{0} atteint la dernière case.",
    "{0} avance de {1} et reçoit {2}.",
    "{0} coud {1}, {2}.",
    "Elle rentre ici.",
    "Elle ne rentre pas ici\u{a0}: {0}",
    "Tournée ainsi, la pièce ne peut pas couvrir cette case\u{a0}: tournez-la ou retournez-la (R, F), ou touchez une autre case.",
    "{0}\u{a0}: ce n'est pas votre couverture.",
    "{0} gagne\u{a0}!",
    "Égalité\u{a0}; {0} a atteint la dernière case en premier et l'emporte.",
    "À {0} de jouer.",
    "Partie reprise.",
    "{0} vous invite à une partie de {1}. Vous jouez la couverture {2}.",
    "Coup repris.",
    "Il n'y a rien à reprendre.",
    "Il n'y a rien à rétablir.",
    "Coup rejoué.",
    "Cette partie a continué dans un autre onglet\u{a0}; la voici telle qu'elle y est enregistrée.",
    // A patch's hint is a sentence cut in three (its price, where it goes).
    "Conseil\u{a0}: cousez {0}",
    "Conseil\u{a0}: {0}.",
    "là où le contour l'indique.",
    "L'ordinateur aurait choisi\u{a0}: {0}.",
    "{0} réfléchit.",
    "{0} avance.",
    "{0} {1}.",
    "Terminée après {0} {1}.",
    "En attente du coup de {0}\u{a0}: envoyez-lui ce lien.",
    "La partie est finie\u{a0}: envoyez ce lien à {0}.",
    "Lien copié.",
    "Le navigateur n'a pas copié\u{a0}: sélectionnez le lien et copiez-le.",
    "Ce lien et votre partie se séparent au coup {0}\u{a0}: l'un de vous a joué un autre coup. Votre partie compte {1} {3}, celle du lien {2}.",
    // Refusals.
    "La partie est terminée.",
    "Placez d'abord votre pièce de cuir.",
    "Il n'y a pas de pièce de cuir à placer.",
    "On ne peut écarter une pièce de cuir que dans Patchwork Express.",
    "Choisissez l'une des trois pièces après le pion neutre.",
    "Vous avez {0}\u{a0}; cette pièce coûte {2}.",
    "La pièce doit tenir entièrement sur votre plateau Couverture.",
    "Ce n'est pas la forme de cette pièce.",
    "Elle chevauche une pièce déjà cousue.",
    // What to do, as a hint or the review's better move says it.
    "avancez et prenez des boutons",
    "cousez {0} là où le contour l'indique",
    "cousez la pièce de cuir rangée {0}, colonne {1}",
    "écartez la pièce de cuir",
    // The quilts' colours; the moves, one, few and many: played, then counted.
    "bleue",
    "orange",
    "coup joué",
    "coups joués",
    "coups joués",
    "coup",
    "coups",
    "coups",
];

/// Les avis (`{0}`… filled by [`super::fill`]), in the order of [`N`]; see `en.rs`.
pub(super) const NOTICE_WORDS: [&str; N::COUNT] = [
    "Cette partie enregistrée ne peut pas être ouverte\u{a0}: {0}",
    "{0} ne peut pas être ouvert\u{a0}: {1}",
    "{0} ne peut pas être ouvert\u{a0}: il est trop gros pour être une partie.",
    "{0} n'a pas pu être lu.",
    "Le stockage du navigateur est plein\u{a0}: cette partie n'est pas enregistrée. Elle continue\u{a0}; supprimez d'anciennes parties ou exportez celle-ci pour la garder.",
    "Ce navigateur ne laisse pas la page enregistrer les parties (navigation privée\u{a0}?). La partie continue sans être enregistrée\u{a0}; exportez-la pour la garder.",
    "L'ordinateur ne peut pas jouer dans ce navigateur\u{a0}: {0}",
    "L'ordinateur n'a pas pu choisir de coup\u{a0}: {0}",
    "Le navigateur n'a pas pu créer le fichier.",
    "Votre dernier coup n'a pas été enregistré\u{a0}: cette partie avait continué dans un autre onglet. Cet onglet montre maintenant la partie telle qu'elle y a été enregistrée.",
    "Ce lien n'ouvre pas de partie\u{a0}: {0}. Rien n'a été changé.",
    "Ce lien est plus ancien que votre partie\u{a0}: elle reste telle quelle.",
    "Cet exercice ne peut pas être ouvert\u{a0}: sa position est endommagée.",
    "ce n'est pas un enregistrement complet de Patchwork ({0}).",
    "son format n'est pas lu par cette page ({0}\u{a0}; elle lit {1}).",
    "ses coups enfreignent les règles ({0}).",
    "il est coupé (copiez le lien entier)",
    "certains de ses caractères ont été changés",
    "il vient d'une version plus récente de cette page",
    "ses coups enfreignent les règles",
    "ce n'est pas un lien de partie",
];
