// SPDX-License-Identifier: GPL-3.0-or-later
#include "visiblechartdata.h"

#include "util/visibletext.h"

namespace cm {
namespace {

void makeVisible(QString *text)
{
    *text = visibleText(*text);
}

void makeVisible(QStringList *texts)
{
    for (QString &text : *texts)
        makeVisible(&text);
}

} // namespace

ChartData visibleChartData(const ChartData &data)
{
    ChartData shown = data;
    for (QString *text :
         {&shown.title, &shown.subtitle, &shown.valueAxisTitle, &shown.secondsAxisTitle, &shown.emptyNote})
        makeVisible(text);
    for (QStringList *texts : {&shown.categories, &shown.categoryLabels, &shown.footnotes})
        makeVisible(texts);
    for (ChartData::CategoryGroup &group : shown.categoryGroups)
        makeVisible(&group.name);
    for (ChartData::Series &series : shown.series) {
        makeVisible(&series.name);
        makeVisible(&series.notes);
        makeVisible(&series.shortNotes);
    }
    for (ChartData::Line &line : shown.lines)
        makeVisible(&line.name);
    return shown;
}

} // namespace cm
