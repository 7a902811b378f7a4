#pragma once
// Game > Enter game ID: a field for an ID such as classic:3@BB_BRRR. A
// mistyped ID keeps the dialog open with the text as typed, its wrong part
// selected (the board, or the position after '@') and one short sentence
// under the field saying what is wrong and what is accepted; a right one
// closes it and names the game chosen.
#include "model/variant.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace leapfrog::ui {

class GameIdDialog : public QDialog {
    Q_OBJECT
public:
    explicit GameIdDialog(const QString& initial, QWidget* parent = nullptr);

    QLineEdit* field() const { return field_; }
    // What is wrong with the last ID tried (empty: nothing yet).
    QString problem() const;

    void accept() override;

Q_SIGNALS:
    void chosen(const leapfrog::Variant& variant);

private:
    void showProblem(const QString& typed, const QString& why);

    QLineEdit* field_;
    QLabel* problem_;
};

} // namespace leapfrog::ui
