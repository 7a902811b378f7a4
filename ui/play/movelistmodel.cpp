#include "movelistmodel.h"

#include "analysis/category.h"
#include "words/movelisttexts.h"
#include "words/reasontext.h"
#include "words/texts.h"
#include "look/verdictstyle.h"
#include "board/boardstyle.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <utility>

namespace leapfrog::ui {

namespace {

// A move's letter in Yancey's notation, or the dot of a move that has none.
QString letterOf(const MoveRecord& record)
{
    return record.letter ? QString(QChar::fromLatin1(*record.letter)) : QStringLiteral("·");
}

// Only the slant is set: the view's own font gives the rest.
QFont helpedMoveFont()
{
    QFont font;
    font.setItalic(true);
    return font;
}

} // namespace

MoveListModel::MoveListModel(const GameModel* game, QObject* parent)
    : QAbstractTableModel(parent)
    , game_(game)
    , rows_(static_cast<int>(game->records().size()))
{
    connect(game_, &GameModel::reset, this, [this] { lineReplaced_ = true; });
    connect(game_, &GameModel::changed, this, &MoveListModel::onChanged);
    // Better verdicts for the same moves: repainted where they are.
    connect(game_, &GameModel::verdictsRefined, this, [this] {
        if (rows_ > 0) {
            Q_EMIT dataChanged(index(0, 0), index(rows_ - 1, ColumnCount - 1));
        }
    });
}

void MoveListModel::onChanged()
{
    const int now = static_cast<int>(game_->records().size());
    const bool replaced = std::exchange(lineReplaced_, false);
    if (!replaced && now == rows_ + 1) {
        // One move played: earlier rows keep their verdicts.
        beginInsertRows({}, rows_, rows_);
        rows_ = now;
        endInsertRows();
        Q_EMIT rowsAppended();
        return;
    }
    beginResetModel();
    rows_ = now;
    endResetModel();
    Q_EMIT rowsAppended();
}

int MoveListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int MoveListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant MoveListModel::display(const MoveRecord& record, const Verdict* verdict, int row, int column) const
{
    switch (column) {
    case Number: return row + 1;
    case MoveText: {
        const QString move = QString::fromStdString(moveText(record.move));
        return lettersShown_ ? QStringLiteral("%1 %2").arg(move, letterOf(record)) : move;
    }
    case Letter: return letterOf(record);
    case VerdictColumn: {
        const QString label = flagLabel(verdict);
        return label.isEmpty() ? categoryText(record.category) : label;
    }
    default: return {};
    }
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_) {
        return {};
    }
    const auto row = static_cast<std::size_t>(index.row());
    const MoveRecord& record = game_->records()[row];
    const Verdict* verdict = game_->verdictAt(row);
    const Flag flag = flagOf(verdict);
    switch (role) {
    case Qt::DisplayRole:
        return display(record, verdict, index.row(), index.column());
    case Qt::DecorationRole:
        return index.column() == VerdictColumn ? QVariant(flagIcon(flag)) : QVariant();
    case Qt::ForegroundRole:
        // The verdict in its colour; on an improper move's row every cell's
        // text is set, since the row is not the list's own background.
        if (index.column() == VerdictColumn) {
            return QBrush(readable(flagColour(flag), flag, index.row()));
        }
        return flag == Flag::Improper ? QVariant(QBrush(readable(palette_.color(QPalette::Text), flag, index.row())))
                                      : QVariant();
    case Qt::BackgroundRole:
        return flag == Flag::Improper ? QVariant(QBrush(rowBackground(flag, index.row()))) : QVariant();
    case Qt::FontRole:
        // A move the player did not choose (a hint made, the shown solution's
        // taken over) in italics, as "Continue from here" says: a tooltip
        // alone is a mark no one sees (the fifth newcomer).
        return record.origin == Origin::Player ? QVariant() : QVariant(helpedMoveFont());
    case Qt::ToolTipRole: {
        if (index.column() == Letter && !record.letter) {
            return noLetterReason();
        }
        QString tip = verdict ? reasonText(*verdict) : categoryText(record.category);
        if (index.column() == MoveText && lettersShown_ && !record.letter) {
            tip = noLetterReason() + QLatin1Char(' ') + asSentence(tip); // what its dot means, then the reason
        }
        if (const QString term = verdictTermTip(flag, flagLabel(verdict)); index.column() == VerdictColumn && !term.isEmpty()) {
            tip = term + QLatin1Char(' ') + asSentence(tip); // the word first, then the reason
        }
        return tip + originSuffix(record.origin);
    }
    case Qt::TextAlignmentRole:
        return index.column() == VerdictColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                               : QVariant(Qt::AlignCenter);
    default:
        return {};
    }
}

void MoveListModel::setLettersShown(bool shown)
{
    if (shown == lettersShown_) {
        return;
    }
    lettersShown_ = shown;
    Q_EMIT headerDataChanged(Qt::Horizontal, MoveText, MoveText);
    if (rows_ > 0) {
        Q_EMIT dataChanged(index(0, MoveText), index(rows_ - 1, MoveText));
    }
}

void MoveListModel::setPalette(const QPalette& palette)
{
    palette_ = palette;
    if (rows_ > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rows_ - 1, ColumnCount - 1));
    }
}

QColor MoveListModel::rowBackground(Flag flag, int row) const
{
    const QColor base = palette_.color(row % 2 == 1 ? QPalette::AlternateBase : QPalette::Base);
    if (flag != Flag::Improper) {
        return base;
    }
    // A light yellow on a light list; on a dark list a dark olive, a
    // sixth of the warning's yellow, under which light text reads at 7:1.
    if (!isDark(palette_)) {
        return {0xFF, 0xF3, 0xB8};
    }
    const QColor yellow = palette::yellow;
    constexpr double share = 0.18;
    return QColor::fromRgbF(static_cast<float>(share * yellow.redF() + (1 - share) * base.redF()),
                            static_cast<float>(share * yellow.greenF() + (1 - share) * base.greenF()),
                            static_cast<float>(share * yellow.blueF() + (1 - share) * base.blueF()));
}

QColor MoveListModel::readable(const QColor& colour, Flag flag, int row) const
{
    // Readable on the row's background whichever of the two alternating
    // backgrounds the view paints.
    const QColor once = readableOn(colour, rowBackground(flag, row));
    return readableOn(once, rowBackground(flag, row + 1));
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && (role == Qt::ToolTipRole || role == Qt::WhatsThisRole) && section >= 0
        && section < ColumnCount) {
        // Each term explained where it is read: the letters too, beside the moves.
        const QString tip = moveColumnTip(static_cast<MoveColumn>(section));
        return section == MoveText && lettersShown_ ? tip + QLatin1Char(' ') + moveColumnTip(MoveColumn::Letter) : tip;
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    if (section < 0 || section >= ColumnCount) {
        return {};
    }
    return moveColumnTitle(static_cast<MoveColumn>(section));
}

} // namespace leapfrog::ui
