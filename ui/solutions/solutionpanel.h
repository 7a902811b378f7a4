#pragma once
// The side panel while a solution is watched: which solution this is and
// where it comes from (a construction, exact search, the finishes after a
// slip), its notation word (WordView) and its moves (SolutionListView).
#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;

namespace leapfrog {
class BigInt;
class SolutionCatalog;
} // namespace leapfrog

namespace leapfrog::ui {

class SolutionListView;
class SolutionPlayer;
class WordView;

class SolutionPanel : public QWidget {
    Q_OBJECT
public:
    explicit SolutionPanel(SolutionPlayer* player, QWidget* parent = nullptr);

    WordView* wordView() const { return word_; }
    // Does the word shown have a move without a letter (a dot)?
    bool showsADot() const;
    SolutionListView* moveList() const { return list_; }
    QString title() const;
    QString note() const;

private:
    void refresh();
    QString yourMovesNote() const;
    QString sourceNote(const SolutionCatalog& catalog, const std::optional<BigInt>& rank,
                       const std::optional<BigInt>& count) const;
    void showWholeNumbers(const SolutionCatalog& catalog, const std::optional<BigInt>& rank,
                          const std::optional<BigInt>& count);

    SolutionPlayer* player_;
    QLabel* title_;
    QLabel* note_;
    QPlainTextEdit* numbers_; // counts and labels too long for a line
    QLabel* wordTitle_;
    WordView* word_;
    QLabel* dotNote_; // what a dot in the word and the list is, when one shows
    QLabel* movesTitle_;
    SolutionListView* list_;
    QLabel* keys_;
};

} // namespace leapfrog::ui
