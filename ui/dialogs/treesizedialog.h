#pragma once
// The size dialog of the tree boards: the arm length of a three-colour Y
// board, or the four counts of a branching board (NB blue on the line, a trunk
// of N0 red ending at the branching point, arms of N1 and N2 red). Presets fill
// the fields; every change is checked at once by the core, the message under
// the fields says what is wrong (or what the board will be), a small picture
// shows the board, and OK is only enabled for a board the core accepts.
#include "model/variant.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace leapfrog::ui {

class BoardView;

class TreeSizeDialog : public QDialog {
    Q_OBJECT
public:
    // `initial` (a y: or branch: variant) picks the fields and fills them.
    explicit TreeSizeDialog(const Variant& initial, QWidget* parent = nullptr);

    // The board asked for; nullopt while the fields are not valid.
    std::optional<Variant> variant() const { return variant_; }
    QString message() const;
    BoardView* preview() const { return preview_; }

private:
    void addField(const QString& objectName, const QString& label, const QString& what, int value);
    void choosePreset(int index);
    void validate();
    // The board the fields name, or nullopt with the reason in `*problem`.
    std::optional<Variant> readFields(QString* problem) const;
    QString describe(const Variant& variant) const;
    void showPreview();

    Family family_;
    std::vector<QLineEdit*> fields_;
    std::vector<QString> fieldNames_; // what each field counts, for messages
    QComboBox* presets_;
    BoardView* preview_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
    std::optional<Variant> variant_;
};

} // namespace leapfrog::ui
