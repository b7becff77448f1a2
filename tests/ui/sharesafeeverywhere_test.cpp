// SPDX-License-Identifier: GPL-3.0-or-later
// --share leaves out every identifying value wherever it stands: each is
// planted, whole and inside paths and names, in every string field a
// session can carry it in, and must appear nowhere in the share-safe
// session or in the web page made of it.
#include "hostilesession.h"
#include "jsonleaves.h"
#include "publish/sharesafe.h"
#include "webpage/webpage.h"
#include "samplesession.h"
#include "session/sessionjson.h"
#include "session/sessionmerge.h"
#include "session/sessionreader.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <functional>

#include <gtest/gtest.h>

using namespace cm;

namespace {

// The sample session with every text field it may have filled in.
Session fullSession()
{
    Session session = test::sampleSession(2);
    for (DriveRecord &drive : session.drives) {
        drive.source.serial = QStringLiteral("Z0");
        drive.source.blockDevice = QStringLiteral("sdb1");
        drive.source.mountOptions = QStringLiteral("rw,relatime");
        drive.source.notes = {QStringLiteral("rotational: read")};
        drive.target.mountPoint = QStringLiteral("/dev/shm");
        drive.target.device = QStringLiteral("tmpfs");
        drive.compression.note = QStringLiteral("compressed while written");
        drive.deviceCountedOn = QStringLiteral("sdb");
        drive.deviceCountersNote = QStringLiteral("counted on the whole disk");
        drive.cacheModeReason = QStringLiteral("evict: no root");
        drive.notes << QStringLiteral("a note");
        drive.runningBy = WorkspaceOwner{4711, 99, QStringLiteral("boot"), QStringLiteral("h"),
                                         QDateTime(QDate(2026, 11, 30), QTime(13, 0), Qt::UTC)};
        drive.plan.sourcePath = QStringLiteral("/data/bench");
        drive.plan.copier = CopierChoice{CopierChoice::Kind::External, 0, QStringLiteral("cp -r")};
        drive.extra.insert(QStringLiteral("comment"), QStringLiteral("unknown field"));
        drive.extra.insert(QStringLiteral("source"), QJsonObject{{QStringLiteral("bus"), QStringLiteral("usb")}});
        for (DataSetRecord &dataSet : drive.dataSets) {
            dataSet.plain.note = QStringLiteral("why");
            dataSet.extra.insert(QStringLiteral("origin"), QStringLiteral("unknown too"));
        }
        for (ResultRecord &result : drive.results) {
            result.extra.insert(QStringLiteral("tag"), QStringLiteral("unknown"));
            for (RunRecord &run : result.runs)
                run.interference = {QStringLiteral("another program read the drive")};
        }
    }
    session.extra.insert(QStringLiteral("note"), QStringLiteral("unknown at the top"));
    return session;
}

// An identifying value, what makes it one, and where else it may stand.
struct Planted
{
    QString value;
    std::function<void(Session *)> identify; // puts it in a place that says what it is
    IdentifyingNames names;                  // this machine's
};

QList<Planted> plantedValues()
{
    const auto device = [](const QString &path) { return [path](Session *s) { s->drives[1].source.device = path; }; };
    const IdentifyingNames none{QStringLiteral("nothing-here"), QStringLiteral("nobody"), QString()};
    return {
        {QStringLiteral("S7KHNJ0W123456"),
         [](Session *s) { s->drives[0].source.serial = QStringLiteral("S7KHNJ0W123456"); }, none},
        {QStringLiteral("WX12A3456789"),
         [](Session *s) { s->drives[0].source.serial = QStringLiteral("WD WX12A3456789"); }, none},
        {QStringLiteral("S6PTNX0R123456"),
         device(QStringLiteral("/dev/disk/by-id/ata-Samsung_SSD_870_EVO_1TB_S6PTNX0R123456-part1")), none},
        {QStringLiteral("5002538e40a1b2c3"), device(QStringLiteral("/dev/disk/by-id/wwn-0x5002538e40a1b2c3")), none},
        {QStringLiteral("002538b111b1c2d3"), device(QStringLiteral("/dev/disk/by-id/nvme-eui.002538b111b1c2d3-part2")),
         none},
        {QStringLiteral("workstation7"),
         [](Session *s) {
             s->drives[0].runningBy = WorkspaceOwner{1, 2, QString(), QStringLiteral("workstation7"),
                                                     QDateTime(QDate(2026, 11, 30), QTime(13, 0), Qt::UTC)};
         },
         none},
        {QStringLiteral("labhost42"),
         [](Session *) {},
         {QStringLiteral("labhost42"), QStringLiteral("nobody"), QString()}},
        {QStringLiteral("nas-basement"), device(QStringLiteral("//nas-basement/share")), none},
        {QStringLiteral("alice"), [](Session *s) { s->drives[0].source.path = QStringLiteral("/home/alice/bench"); },
         none},
        {QStringLiteral("bobsmith"),
         [](Session *) {},
         {QStringLiteral("nothing-here"), QStringLiteral("bobsmith"), QString()}},
        {QStringLiteral("/srv/people/carol"),
         [](Session *) {},
         {QStringLiteral("nothing-here"), QStringLiteral("nobody"), QStringLiteral("/srv/people/carol")}},
        {QStringLiteral("MyBackup2024"), device(QStringLiteral("/dev/disk/by-label/MyBackup2024")), none},
        {QStringLiteral("secretproject"), device(QStringLiteral("/dev/disk/by-partlabel/secretproject")), none},
        {QStringLiteral("0f3c2a4e-9b7d-4c1e-8a55-3d2f1e0b9c77"),
         device(QStringLiteral("/dev/disk/by-uuid/0f3c2a4e-9b7d-4c1e-8a55-3d2f1e0b9c77")), none},
        {QStringLiteral("0A1B2C3D4E5F6071"), device(QStringLiteral("/dev/disk/by-uuid/0A1B2C3D4E5F6071")), none},
        {QStringLiteral("1A2B-3C4D"), device(QStringLiteral("/dev/disk/by-uuid/1A2B-3C4D")), none},
        {QStringLiteral("ExternalDisk"),
         [](Session *s) { s->drives[1].source.mountPoint = QStringLiteral("/media/someone/ExternalDisk"); }, none},
    };
}

// The value whole, and inside paths and names between '-', '_', '/' and '.'.
QStringList shapes(const QString &value)
{
    if (value.startsWith(QLatin1Char('/')))
        return {value, value + QStringLiteral("/bench"), QStringLiteral("cd ") + value + QStringLiteral(" && ls")};
    return {value,
            QStringLiteral("/srv/bench-%1-prod").arg(value),
            QStringLiteral("/dev/disk/by-id/ata-Model_%1").arg(value),
            QStringLiteral("/mnt/%1/data").arg(value),
            QStringLiteral("%1.log").arg(value),
            QStringLiteral("measured on %1; see the log").arg(value)};
}

QString jsonText(const Session &session)
{
    return QString::fromUtf8(QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Compact));
}

// A field that can hold any text, and whether only as a folder data set.
struct Plantable
{
    test::JsonPath path;
    bool asFolder = false;
    QString original; // kept before what is planted, hostile text included
};

QString plantedText(const Plantable &field, const QString &text)
{
    if (field.asFolder)
        return QStringLiteral("folder:") + text;
    return field.original.isEmpty() ? text : field.original + QLatin1Char(' ') + text;
}

// Every field of `base` that can hold any text (the reader refuses it in
// the others: enums, dates, ids of a fixed form).
QList<Plantable> plantableFields(const Session &base)
{
    const QJsonValue json = sessionToJson(base);
    QList<Plantable> fields;
    for (const test::JsonPath &leaf : test::stringLeaves(json)) {
        QJsonValue original = json;
        for (const QVariant &step : leaf)
            original = step.typeId() == QMetaType::QString ? original[step.toString()] : original[step.toInt()];
        for (const bool asFolder : {false, true}) {
            const Plantable field{leaf, asFolder, original.toString()};
            Session readable;
            const QJsonValue tried
                = test::withString(json, leaf, plantedText(field, QStringLiteral("/x/any-text_1.y")));
            if (sessionFromJson(QJsonDocument(tried.toObject()).toJson(), QStringLiteral("planted"), &readable)) {
                fields.append(field);
                break;
            }
        }
    }
    return fields;
}

// `base` with `text` in every such field, and as the file it came from.
Session planted(const Session &base, const QList<Plantable> &fields, const QString &text)
{
    QJsonValue json = sessionToJson(base);
    for (const Plantable &field : fields)
        json = test::withString(json, field.path, plantedText(field, text));
    Session session;
    EXPECT_TRUE(sessionFromJson(QJsonDocument(json.toObject()).toJson(), QStringLiteral("planted"), &session));
    for (DriveRecord &drive : session.drives)
        drive.origin = QStringLiteral("/srv/sessions/") + text + QStringLiteral(".cmsession.json");
    return session;
}

void expectLeftOutEverywhere(const Session &base, const QList<Plantable> &fields, const Planted &value, bool page)
{
    for (const QString &shape : shapes(value.value)) {
        Session session = planted(base, fields, shape);
        value.identify(&session);
        QList<Session> sessions{session};
        QStringList removed;
        QStringList alongside{shape + QStringLiteral("-page.cmsession.json")};
        ASSERT_TRUE(shareSafe(&sessions, value.names, &removed, &alongside)) << shape.toStdString();
        EXPECT_FALSE(removed.isEmpty());
        const QString json = jsonText(sessions.constFirst());
        const qsizetype found = json.indexOf(value.value, 0, Qt::CaseInsensitive);
        EXPECT_EQ(found, -1) << "in the session, planted as " << shape.toStdString() << ": "
                             << json.mid(std::max<qsizetype>(0, found - 200), 400).toStdString();
        EXPECT_FALSE(sessions.constFirst().drives[0].origin.contains(value.value, Qt::CaseInsensitive));
        EXPECT_FALSE(alongside.constFirst().contains(value.value, Qt::CaseInsensitive));
        if (!page)
            continue;
        page = false; // one page a value: it is drawn from the session just checked
        WebPageOptions options;
        options.charts = {ChartKind::PerDrive, ChartKind::Drives};
        options.sessionFileName = alongside.constFirst();
        options.shareSafe = true;
        options.removed = removed;
        QString html;
        ASSERT_TRUE(webPageHtml(sessions, mergeSessions(sessions), options, &html));
        static const QRegularExpression embedded(QStringLiteral(R"(base64,([A-Za-z0-9+/=]+))"));
        const QString download = QString::fromUtf8(QByteArray::fromBase64(embedded.match(html).captured(1).toLatin1()));
        for (const QString &text : {html, download}) {
            const qsizetype at = text.indexOf(value.value, 0, Qt::CaseInsensitive);
            EXPECT_EQ(at, -1) << "in the page: " << text.mid(std::max<qsizetype>(0, at - 200), 400).toStdString();
        }
    }
}

} // namespace

TEST(ShareSafeEverywhere, EveryIdentifyingValueIsLeftOutOfEveryFieldOfTheSessionAndThePage)
{
    const Session base = fullSession();
    const QList<Plantable> fields = plantableFields(base);
    EXPECT_GT(fields.size(), 60);
    for (const Planted &value : plantedValues()) {
        SCOPED_TRACE(value.value.toStdString());
        expectLeftOutEverywhere(base, fields, value, true);
    }
}

TEST(ShareSafeEverywhere, EveryIdentifyingValueIsLeftOutOfEveryFieldOfAHostileSession)
{
    const Session base = test::hostileSession();
    const QList<Plantable> fields = plantableFields(base);
    for (const Planted &value : plantedValues()) {
        SCOPED_TRACE(value.value.toStdString());
        expectLeftOutEverywhere(base, fields, value, false);
    }
}

TEST(ShareSafeEverywhere, AWordInsideAnotherWordIsNotAName)
{
    Session session = test::sampleSession(1);
    session.drives[0].source.path = QStringLiteral("/home/node/bench");
    session.drives[0].source.mountOptions = QStringLiteral("rw,nodev,nosuid");
    session.drives[0].notes = {QStringLiteral("nodes of the cluster; /srv/node-7")};
    QList<Session> sessions{session};
    QStringList removed;
    ASSERT_TRUE(shareSafe(&sessions, {QStringLiteral("nothing-here"), QStringLiteral("nobody"), QString()}, &removed));
    const DriveRecord &safe = sessions.constFirst().drives[0];
    EXPECT_EQ(safe.source.path, QStringLiteral("/home/[user]/bench"));
    EXPECT_EQ(safe.source.mountOptions, QStringLiteral("rw,nodev,nosuid"));
    EXPECT_EQ(safe.notes, QStringList{QStringLiteral("nodes of the cluster; /srv/[user]-7")});
}
