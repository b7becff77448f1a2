// SPDX-License-Identifier: GPL-3.0-or-later
// A run's timeline: written and read back as it was, absent from older
// files, and, when damaged, left out of the run (and kept in the file as a
// field this version does not know) while the rest of the run loads.
#include "sessionfiletest.h"
#include "session/sessionjson.h"

#include <QJsonArray>

#include <string>

#include <gtest/gtest.h>

using namespace cm;
using test::changed;
using test::readAll;
using test::writeAll;
using SessionTimeline = test::SessionFileTest;

namespace {

// drives[0].results[0].runs[0] of the sample: 100 MB in 1 s.
const QString RunPath = QStringLiteral("drives.#0.results.#0.runs.#0");

RunTimeline tenPoints()
{
    // 10 MB every 0.1 s, slowing to 5 MB in the last two intervals.
    RunTimeline timeline{0.1, {}};
    for (const qint64 count : {10, 20, 30, 40, 50, 60, 70, 80, 90})
        timeline.bytes.append(count * 1'000'000);
    timeline.bytes.last() = 95'000'000;
    timeline.bytes.append(100'000'000);
    return timeline;
}

QJsonObject timelineJson(double interval, const QJsonArray &bytes)
{
    return {{QStringLiteral("intervalSeconds"), interval}, {QStringLiteral("bytes"), bytes}};
}

QJsonArray counts(const RunTimeline &timeline)
{
    QJsonArray array;
    for (const qint64 count : timeline.bytes)
        array.append(double(count));
    return array;
}

} // namespace

TEST_F(SessionTimeline, IsWrittenAndReadBackAsItWas)
{
    Session original = test::sampleSession(1);
    original.drives[0].results[0].runs[0].timeline = tenPoints();
    const QString path = folder.filePath(QStringLiteral("timeline.cmsession.json"));
    ASSERT_TRUE(saveSession(original, path));

    const QJsonObject written = QJsonDocument::fromJson(readAll(path)).object();
    const QJsonObject run
        = written[QStringLiteral("drives")][0][QStringLiteral("results")][0][QStringLiteral("runs")][0].toObject();
    EXPECT_EQ(run[QStringLiteral("timeline")].toObject(), timelineJson(0.1, counts(tenPoints())));
    // Runs without one write nothing for it.
    EXPECT_FALSE(written[QStringLiteral("drives")][0][QStringLiteral("results")][0][QStringLiteral("runs")][1]
                     .toObject()
                     .contains(QStringLiteral("timeline")));

    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded));
    const RunRecord &read = loaded.drives[0].results[0].runs[0];
    ASSERT_TRUE(read.timeline.has_value());
    EXPECT_DOUBLE_EQ(read.timeline->intervalSeconds, 0.1);
    EXPECT_EQ(read.timeline->bytes, tenPoints().bytes);
    EXPECT_TRUE(read.extra.isEmpty());
    EXPECT_FALSE(loaded.drives[0].results[0].runs[1].timeline.has_value());

    const QString again = folder.filePath(QStringLiteral("again.cmsession.json"));
    ASSERT_TRUE(saveSession(loaded, again));
    EXPECT_EQ(readAll(path), readAll(again));
}

TEST_F(SessionTimeline, GivesEachIntervalsSpeedTheLastOneShorter)
{
    RunTimeline timeline{0.5, {50'000'000, 100'000'000, 120'000'000}};
    ASSERT_TRUE(timeline.fits(1.2, 120'000'000));
    EXPECT_DOUBLE_EQ(timeline.endSeconds(0, 1.2), 0.5);
    EXPECT_DOUBLE_EQ(timeline.endSeconds(2, 1.2), 1.2);
    EXPECT_DOUBLE_EQ(timeline.megabytesPerSecond(0, 1.2), 100.0);
    EXPECT_DOUBLE_EQ(timeline.megabytesPerSecond(1, 1.2), 100.0);
    EXPECT_NEAR(timeline.megabytesPerSecond(2, 1.2), 20.0 / 0.2, 1e-9);
    // A run shorter than one interval is one point, its end.
    EXPECT_TRUE((RunTimeline{0.1, {7}}).fits(0.05, 7));
}

TEST_F(SessionTimeline, OlderFilesWithoutOneLoadAsBefore)
{
    Session loaded;
    ASSERT_TRUE(loadSession(savedSample(), &loaded));
    for (const ResultRecord &result : loaded.drives[0].results)
        for (const RunRecord &run : result.runs)
            EXPECT_FALSE(run.timeline.has_value());
}

TEST_F(SessionTimeline, KeepsWhatItDoesNotKnowInsideIt)
{
    QJsonObject timeline = timelineJson(0.1, counts(tenPoints()));
    timeline.insert(QStringLiteral("deviceBytes"), QJsonArray{1, 2, 3});
    const QJsonObject root = changed(sampleJson(), RunPath + QStringLiteral(".timeline"), timeline);
    const QString path = folder.filePath(QStringLiteral("newer.cmsession.json"));
    writeAll(path, QJsonDocument(root).toJson());

    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded));
    ASSERT_TRUE(loaded.drives[0].results[0].runs[0].timeline.has_value());
    const QString saved = folder.filePath(QStringLiteral("saved.cmsession.json"));
    ASSERT_TRUE(saveSession(loaded, saved));
    EXPECT_EQ(QJsonDocument::fromJson(readAll(saved)).object(), root);
}

TEST_F(SessionTimeline, ADamagedOneIsLeftOutAndTheRunKept)
{
    const RunTimeline good = tenPoints();
    QJsonArray decreasing = counts(good);
    decreasing[4] = 1'000'000.0;
    QJsonArray negative = counts(good);
    negative[0] = -1.0;
    QJsonArray fraction = counts(good);
    fraction[2] = 30'000'000.5;
    QJsonArray text = counts(good);
    text[3] = QStringLiteral("40000000");
    QJsonArray notTheRunsBytes = counts(good);
    notTheRunsBytes[9] = 99'000'000.0;
    QJsonArray tooMany;
    for (int i = 1; i <= SessionLimits::TimelinePoints + 1; ++i)
        tooMany.append(double(i) * 100'000);
    tooMany.last() = 100'000'000.0;
    QJsonArray tooFew = counts(good);
    tooFew.removeFirst();
    const QList<QJsonValue> damaged{
        timelineJson(0.1, decreasing),
        timelineJson(0.1, negative),
        timelineJson(0.1, fraction),
        timelineJson(0.1, text),
        timelineJson(0.1, notTheRunsBytes),
        timelineJson(1.0 / (SessionLimits::TimelinePoints + 0.5),
                     tooMany),            // fits the run, but more points than any run is given
        timelineJson(0.1, tooFew),        // does not reach the run's end
        timelineJson(0.05, counts(good)), // ends before the run does
        timelineJson(0.0, counts(good)),
        timelineJson(-0.1, counts(good)),
        timelineJson(1e-4, counts(good)),
        timelineJson(2e9, counts(good)),
        timelineJson(0.1, QJsonArray()),
        QJsonObject{{QStringLiteral("intervalSeconds"), 0.1}},
        QJsonObject{{QStringLiteral("intervalSeconds"), QStringLiteral("0.1")},
                    {QStringLiteral("bytes"), counts(good)}},
        QJsonObject{{QStringLiteral("intervalSeconds"), 0.1}, {QStringLiteral("bytes"), 100'000'000.0}},
        QJsonValue(QStringLiteral("fast")),
        QJsonValue(QJsonValue::Null),
        QJsonArray{1, 2, 3},
    };
    for (const QJsonValue &value : damaged) {
        const std::string shown = QJsonDocument(QJsonObject{{QStringLiteral("timeline"), value}})
                                      .toJson(QJsonDocument::Compact)
                                      .left(200)
                                      .toStdString();
        const QJsonObject root = changed(sampleJson(), RunPath + QStringLiteral(".timeline"), value);
        const QString path = folder.filePath(QStringLiteral("damaged-timeline.cmsession.json"));
        writeAll(path, QJsonDocument(root).toJson());
        Session loaded;
        const Status status = loadSession(path, &loaded);
        ASSERT_TRUE(status) << shown << ": " << status.message().toStdString();
        const RunRecord &run = loaded.drives[0].results[0].runs[0];
        EXPECT_FALSE(run.timeline.has_value()) << shown;
        EXPECT_DOUBLE_EQ(run.seconds, 1.0) << shown;
        EXPECT_EQ(run.bytes, 100'000'000) << shown;
        EXPECT_EQ(run.files, 120) << shown;
        EXPECT_EQ(loaded.drives[0].results[0].runs.size(), 3) << shown;
        // Kept as it was: a save gives the file back, damage and all.
        EXPECT_EQ(run.extra.value(QStringLiteral("timeline")), value) << shown;
        const QString saved = folder.filePath(QStringLiteral("saved.cmsession.json"));
        ASSERT_TRUE(saveSession(loaded, saved));
        EXPECT_EQ(QJsonDocument::fromJson(readAll(saved)).object(), root) << shown;
    }
}

TEST_F(SessionTimeline, TheRestOfTheRunIsStillChecked)
{
    // A good timeline does not make a damaged run acceptable.
    QJsonObject root
        = changed(sampleJson(), RunPath + QStringLiteral(".timeline"), timelineJson(0.1, counts(tenPoints())));
    expectRefused(changed(root, RunPath + QStringLiteral(".cold"), QStringLiteral("yes")),
                  QStringLiteral("drives[0].results[0].runs[0].cold"), QStringLiteral("expected true or false"));
}
