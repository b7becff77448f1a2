// SPDX-License-Identifier: GPL-3.0-or-later
#include "sharesafe.h"

#include "publish/identifyingvalues.h"
#include "session/sessionjson.h"
#include "session/sessionreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ShareSafe)
};

// Fields the reader takes only as the program's own words ("plain",
// "evict", a date): they can hold nothing else, and a host named "plain"
// must not make the file unreadable.
bool holdsOnlyProgramWords(const QString &key)
{
    static const QSet<QString> keys{QStringLiteral("variant"),   QStringLiteral("operations"),
                                    QStringLiteral("cacheMode"), QStringLiteral("cacheModeUsed"),
                                    QStringLiteral("limitedBy"), QStringLiteral("created"),
                                    QStringLiteral("started")};
    return keys.contains(key);
}

bool isSerialField(const QString &key)
{
    return key == QLatin1String("serial");
}

// The path `home` where it stands whole: "/srv/alice" in "/srv/alice/bench",
// not in "/srv/alice2" nor "/data/srv/alice".
QString replaceHome(const QString &text, const QString &home, QList<int> *counts)
{
    if (home.isEmpty())
        return text;
    const auto joins = [](QChar c) {
        return isWordCharacter(c) || c == QLatin1Char('.') || c == QLatin1Char('-') || c == QLatin1Char('_');
    };
    QString result;
    qsizetype copied = 0;
    for (qsizetype at = text.indexOf(home); at >= 0; at = text.indexOf(home, at + 1)) {
        const qsizetype end = at + home.size();
        if (at < copied || (at > 0 && (joins(text[at - 1]) || text[at - 1] == QLatin1Char('/')))
            || (end < text.size() && joins(text[end])))
            continue;
        result += QStringView(text).mid(copied, at - copied) + identifyingMark(Identifying::Home);
        copied = end;
        ++(*counts)[int(Identifying::Home)];
    }
    if (copied == 0)
        return text;
    result += QStringView(text).mid(copied);
    return result;
}

class Scrubber
{
public:
    explicit Scrubber(const IdentifyingNames &ofThisMachine)
        : m_values(ofThisMachine)
        , m_counts(IdentifyingKinds, 0)
    {
    }

    // The first pass: every identifying value, wherever it stands.
    void collect(const QString &key, const QJsonValue &value)
    {
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                collect(it.key(), it.value());
        } else if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                collect(key, item);
        } else if (value.isString()) {
            m_values.collectField(key, value.toString());
            m_values.collectText(value.toString());
        }
    }

    void collectText(const QString &text) { m_values.collectText(text); }

    // Between the passes.
    void prepare() { m_replacer = m_values.replacer(); }

    QJsonValue scrub(const QString &key, const QJsonValue &value)
    {
        if (value.isObject()) {
            QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it)
                it.value() = scrub(it.key(), it.value());
            return object;
        }
        if (value.isArray()) {
            QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                array[i] = scrub(key, array[i]);
            return array;
        }
        if (!value.isString() || holdsOnlyProgramWords(key))
            return value;
        if (isSerialField(key)) {
            ++m_counts[int(Identifying::Serial)];
            return QJsonValue::Null;
        }
        if (key == QLatin1String("host")) {
            ++m_counts[int(Identifying::Host)];
            return identifyingMark(Identifying::Host);
        }
        QString string = value.toString();
        // A mount's source names the server of a network share.
        if (key == QLatin1String("device"))
            string = replaceNfsServer(string, &m_counts);
        string = text(string);
        // A drive's id is letters, digits, '-', '_' and '.': its marks lose their brackets.
        if (key == QLatin1String("id"))
            string.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
        return string;
    }

    QString text(const QString &value)
    {
        QString scrubbed = replaceInContext(value, &m_counts);
        scrubbed = replaceHome(scrubbed, m_values.home(), &m_counts);
        return m_replacer.replace(scrubbed, &m_counts);
    }

    QStringList removed() const
    {
        const auto count = [this](Identifying kind) { return m_counts[int(kind)]; };
        QStringList lines;
        if (count(Identifying::Host) > 0)
            lines << Text::tr("host names in %n place(s)", nullptr, count(Identifying::Host));
        if (count(Identifying::User) > 0)
            lines << Text::tr("user names in %n place(s)", nullptr, count(Identifying::User));
        if (count(Identifying::Home) > 0)
            lines << Text::tr("this user's home folder in %n place(s)", nullptr, count(Identifying::Home));
        if (count(Identifying::Serial) > 0)
            lines << Text::tr("serial numbers of drives in %n place(s)", nullptr, count(Identifying::Serial));
        if (count(Identifying::Label) > 0)
            lines << Text::tr("volume labels in %n place(s)", nullptr, count(Identifying::Label));
        if (count(Identifying::Uuid) > 0)
            lines << Text::tr("%n UUID(s) (of filesystems, devices or boots)", nullptr, count(Identifying::Uuid));
        return lines;
    }

private:
    IdentifyingValues m_values;
    WordReplacer m_replacer;
    QList<int> m_counts;
};

} // namespace

Status shareSafe(QList<Session> *sessions, const IdentifyingNames &ofThisMachine, QStringList *removed,
                 QStringList *alongside)
{
    // One scrubber for all: a host one file names is left out of the others too.
    Scrubber scrubber(ofThisMachine);
    QList<QJsonObject> json;
    for (const Session &session : std::as_const(*sessions)) {
        json.append(sessionToJson(session));
        scrubber.collect(QString(), json.constLast());
        for (const DriveRecord &drive : session.drives)
            scrubber.collectText(drive.origin);
    }
    if (alongside)
        for (const QString &text : std::as_const(*alongside))
            scrubber.collectText(text);
    scrubber.prepare();
    for (qsizetype s = 0; s < sessions->size(); ++s) {
        const QJsonObject scrubbed = scrubber.scrub(QString(), json[s]).toObject();
        json[s] = QJsonObject(); // one session's JSON at a time
        Session readBack;
        if (Status status = sessionFromJson(QJsonDocument(scrubbed).toJson(QJsonDocument::Compact),
                                            Text::tr("the share-safe session"), &readBack);
            !status)
            return status;
        const Session &original = (*sessions)[s];
        for (qsizetype i = 0; i < readBack.drives.size() && i < original.drives.size(); ++i)
            readBack.drives[i].origin = scrubber.text(original.drives[i].origin);
        (*sessions)[s] = readBack;
    }
    if (alongside)
        for (QString &text : *alongside)
            text = scrubber.text(text);
    *removed = scrubber.removed();
    return Status::ok();
}

Status shareSafe(const Session &session, const IdentifyingNames &ofThisMachine, ShareSafeSession *safe)
{
    QList<Session> sessions{session};
    if (Status status = shareSafe(&sessions, ofThisMachine, &safe->removed); !status)
        return status;
    safe->session = sessions.constFirst();
    return Status::ok();
}

} // namespace cm
