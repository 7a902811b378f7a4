#include "savefiletext.h"

#include "illegaltext.h"
#include "refusaltext.h"
#include "texts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads SaveFileText::tr).
struct SaveFileText {
    Q_DECLARE_TR_FUNCTIONS(SaveFileText)
};

using SaveKind = SaveFileProblem::Kind;

QString savedUtf8(const std::string& text) { return QString::fromUtf8(text); }

QString savedNumber(qint64 value) { return QString::number(value); }

// The file's own fields: missing, or of the wrong type.
QString fieldText(const SaveFileProblem& p)
{
    const QString key = savedUtf8(p.key);
    const QString entry = savedNumber(p.entry);
    const bool inFile = p.entry == 0;
    switch (p.kind) {
    case SaveKind::MissingKey:
        return inFile ? SaveFileText::tr("The file lacks the field \"%1\" that every saved game has.").arg(key)
                      : SaveFileText::tr("Entry %1 of the game's history lacks the field \"%2\".").arg(entry, key);
    case SaveKind::NotString:
        return inFile ? SaveFileText::tr("The field \"%1\" of the file should hold a text.").arg(key)
                      : SaveFileText::tr("The field \"%2\" of entry %1 of the game's history should hold a text.")
                            .arg(entry, key);
    case SaveKind::NotWholeNumber:
        return inFile ? SaveFileText::tr("The field \"%1\" of the file should hold a whole number.").arg(key)
                      : SaveFileText::tr("The field \"%2\" of entry %1 of the game's history should hold a whole number.")
                            .arg(entry, key);
    case SaveKind::SolutionShownNotBool:
        return SaveFileText::tr("The field \"%1\" of the file should hold true or false.").arg(key);
    case SaveKind::HistoryNotList:
        return SaveFileText::tr("The field \"%1\" of the file should hold a list of moves.").arg(key);
    default: return {};
    }
}

// The file as a whole: not a file, not JSON, not a game, not this version.
QString wholeFileText(const SaveFileProblem& p)
{
    switch (p.kind) {
    case SaveKind::NotRegularFile:
        return SaveFileText::tr("This is a folder, a device or a pipe, not a file, so it holds no saved game.");
    case SaveKind::NoReadPermission: return SaveFileText::tr("Permission to read the file is denied.");
    case SaveKind::CannotOpen:
        return SaveFileText::tr("The file cannot be opened (%1).", "the system's reason").arg(savedUtf8(p.detail));
    case SaveKind::TooLarge:
        return SaveFileText::tr("The file is %1 MB, far larger than any saved game (at most %2 MB).")
            .arg(countText(static_cast<std::uint64_t>(p.have)), countText(static_cast<std::uint64_t>(p.want)));
    case SaveKind::Empty: return SaveFileText::tr("The file is empty: it holds no game.");
    case SaveKind::NotJson:
        return SaveFileText::tr("The file is not a saved game: it is no JSON text (reading stopped at character %1).")
            .arg(savedNumber(p.have));
    case SaveKind::NotAnObject:
        return SaveFileText::tr("The file is not a saved game: its JSON holds no fields of a game.");
    case SaveKind::WrongFormat:
        return SaveFileText::tr("The file is not a Leapfrog game: its format is \"%1\", not \"%2\".")
            .arg(savedUtf8(p.value), savedUtf8(p.expected));
    case SaveKind::NewerVersion:
        return SaveFileText::tr("The file was saved by a newer Leapfrog, in format version %1; this Leapfrog reads "
                                "versions up to %2.")
            .arg(savedNumber(p.have), savedNumber(p.want));
    case SaveKind::NoSuchVersion:
        return SaveFileText::tr("The file names format version %1, which does not exist: versions start at 1.")
            .arg(savedNumber(p.have));
    default: return {};
    }
}

// A refusal the core had as data in the player's words; its English only
// where it had none.
QString innerText(const std::optional<Refusal>& refusal, const std::string& english)
{
    if (refusal) {
        if (QString sentence = refusalText(*refusal); !sentence.isEmpty()) {
            return sentence;
        }
    }
    return asSentence(savedUtf8(english));
}

// The game in the file: its board, its start and its history.
QString gameText(const SaveFileProblem& p)
{
    const QString value = savedUtf8(p.value);
    const QString entry = savedNumber(p.entry);
    switch (p.kind) {
    case SaveKind::BadVariant:
        return SaveFileText::tr("The board \"%1\" of the file cannot be played.").arg(value) + QLatin1Char(' ')
               + innerText(p.refusal, p.detail);
    case SaveKind::WrongStart:
        return SaveFileText::tr("The game starts from \"%1\", which is not the start of %2 (%3).")
            .arg(value, savedUtf8(p.board), savedUtf8(p.expected));
    case SaveKind::HistoryTooLong:
        return SaveFileText::tr("The game's history has %1 entries, more than a saved game holds (at most %2).")
            .arg(countText(static_cast<std::uint64_t>(p.have)), countText(static_cast<std::uint64_t>(p.want)));
    case SaveKind::EntryNotObject:
        return SaveFileText::tr("Entry %1 of the game's history is neither a move nor a restart.").arg(entry);
    case SaveKind::UnknownKind:
        return SaveFileText::tr("Entry %1 of the game's history is of the kind \"%2\"; a saved game knows \"move\" and "
                                "\"restart\".")
            .arg(entry, value);
    case SaveKind::UnknownOrigin:
        return SaveFileText::tr("Entry %1 of the game's history was made by \"%2\"; a saved game knows \"player\", "
                                "\"solution\" and \"hint\".")
            .arg(entry, value);
    case SaveKind::BadMove:
        if (!p.refusal) {
            return SaveFileText::tr("Entry %1 of the game's history, \"%2\", is not a move written as two holes, as "
                                    "in 3-4.")
                .arg(entry, value);
        }
        return SaveFileText::tr("Entry %1 of the game's history cannot be read.").arg(entry) + QLatin1Char(' ')
               + innerText(p.refusal, p.detail);
    case SaveKind::IllegalMove:
        return SaveFileText::tr("The move %1 (entry %2 of the game's history) is not allowed on %3: %4.")
            .arg(value, entry, savedUtf8(p.board), p.illegal ? illegalText(*p.illegal) : QString());
    case SaveKind::CursorOutside:
        return SaveFileText::tr("The game's place in its history, %1, lies outside it (0 to %2).")
            .arg(savedNumber(p.have), savedNumber(p.want));
    default: return {};
    }
}

} // namespace

QString saveFileText(const SaveFileProblem& problem)
{
    for (const auto& words : {fieldText, wholeFileText, gameText}) {
        if (QString sentence = words(problem); !sentence.isEmpty()) {
            return sentence;
        }
    }
    return {};
}

QString saveFileText(const std::exception& error)
{
    if (const SaveFileProblem* problem = saveFileProblemOf(error)) {
        if (QString sentence = saveFileText(*problem); !sentence.isEmpty()) {
            return sentence;
        }
    }
    return refusalText(error);
}

} // namespace leapfrog::ui
