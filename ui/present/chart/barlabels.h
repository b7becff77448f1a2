// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QMarginsF>
#include <QObject>
#include <QRectF>
#include <QStringList>

class QAbstractBarSeries;
class QChart;
class QGraphicsSimpleTextItem;
class QValueAxis;

namespace cm {

class LabelLayout;

// The values and notes at the ends of a chart's bars: text items owned by
// the chart, laid out again whenever the plot area moves (a resize, the
// first layout) so that none overlaps another, a bar or a whisker, or
// leaves the plot (LabelLayout). The values go first: upright where there
// is room, else turned to read upwards (vertical bars); then the notes, each
// in one form for all (the longest in which every note fits), upright
// where it fits, else turned. What fits nowhere is not shown.
class BarLabels : public QObject
{
public:
    BarLabels(QChart *chart, QAbstractBarSeries *series, Qt::Orientation orientation, int sets, qreal barWidth);

    // A bar and its whisker (high <= 0: none), to keep text clear of.
    void addBar(int category, int set, double value, double low, double high);
    // The value at `end` (the bar's end, or its whisker's where further).
    void addValue(int category, int set, double end, const QString &text, const QFont &font, const QColor &colour);
    // A note beyond the value, in its forms, the longest first.
    void addNote(int category, int set, double end, const QStringList &forms, const QFont &font, const QColor &colour);

    void place();

    // How far the widest value and note at a bar's end reach beyond it:
    // horizontal bars give their text that much room right of the plot, so
    // that the axis can end just above the longest bar.
    qreal widestEnd() const;
    // Text may reach this far beyond the plot's edges.
    void setRoomBeyondPlot(const QMarginsF &room) { m_roomBeyondPlot = room; }
    // Vertical bars: the value axis, ranged for `largest`, which may reach
    // further (up to MostReach times) where the values and notes over the
    // tallest bars find no room under the plot's top: a short chart, the
    // window's at 1280x720, shows them as a tall one does.
    void setValueAxis(QValueAxis *axis, double largest);
    static constexpr double MostReach = 2.0;

private:
    struct Bar
    {
        int category = 0;
        int set = 0;
        double value = 0.0;
        double low = 0.0;
        double high = 0.0;
    };
    struct Label
    {
        int category = 0;
        int set = 0;
        double end = 0.0;
        QStringList forms;
        QGraphicsSimpleTextItem *item = nullptr;
        QRectF box; // where it was placed; empty when not shown
        bool turned = false;
    };

    qreal centre(int category, int set) const;
    QRectF barBox(const Bar &bar) const;
    QRectF whiskerBox(const Bar &bar) const;
    QPointF endPoint(const Label &label) const;
    void show(Label *label, const QString &text, const QRectF &box, bool turned);
    void placeValue(LabelLayout *layout, Label *value);
    // Places a note in its form `level` or a shorter one; whether it took `level`.
    bool placeNote(LabelLayout *layout, Label *note, const Label *value, int level);
    // Lays every text out again, the notes from form `level`; whether each note took it.
    bool placeAll(int level);
    void placeInOneStyle();
    // Where some notes stand upright and others turned, all turned when as
    // many show so: a chart of both reads as two kinds of note.
    void turnNotesAlike();
    int notesShown(bool turned) const;
    // The value the axis should reach so that every text left out above its
    // bar for want of room under the plot's top has it; 0 where none needs more.
    double reachForTopTexts() const;

    QChart *m_chart;
    QAbstractBarSeries *m_series;
    Qt::Orientation m_orientation;
    int m_sets;
    qreal m_barWidth;
    QList<Bar> m_bars;
    QList<Label> m_values;
    QList<Label> m_notes;
    QMarginsF m_roomBeyondPlot;
    QValueAxis *m_valueAxis = nullptr;
    double m_largest = 0.0;
    bool m_placing = false;
    bool m_notesTurned = false; // every note turned, or none where it fits upright
};

} // namespace cm
