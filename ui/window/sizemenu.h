#pragma once
// The Size menu: the presets of the current board's family (pegs a side for
// the rows, arm lengths for the Y board, a few branching boards) and Custom...,
// with the check mark on the board being played (on Custom... when it is none
// of the presets), the one mark of an exclusive group. Sizes the player has
// solved say their best in words ("3 a side (your best: 15 moves)"), never by
// a second mark. It only offers; the window starts the game.
#include "model/variant.h"

#include <QObject>

#include <optional>
#include <string>

class QAction;
class QActionGroup;
class QMenu;

namespace leapfrog::ui {

class RecordBook;

class SizeMenu : public QObject {
    Q_OBJECT
public:
    explicit SizeMenu(QMenu* menu);

    // Offers the presets of `variant`'s family and checks `variant`.
    void setVariant(const Variant& variant);
    QMenu* menu() const { return menu_; }
    // Ticks the sizes solved in `book`, and follows it.
    void setRecordBook(const RecordBook* book);

Q_SIGNALS:
    void presetChosen(const QString& spec);
    // Custom... was chosen; the check mark stays where it was until a board is
    // actually started.
    void customChosen();

private:
    void offer(const Variant& variant);
    void check();
    // Each preset's text and tips: its label, "(no solution)" or the best.
    void label(QAction* action) const;
    void labelAll();

    QMenu* menu_;
    QActionGroup* group_;
    QAction* custom_;
    std::optional<Family> family_;
    std::string current_;
    const RecordBook* book_ = nullptr;
};

} // namespace leapfrog::ui
